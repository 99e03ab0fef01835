import { Datagrid, DateField, List, SearchInput, TextField, type RaRecord } from 'react-admin'
import { RevokeApiKeyButton } from './RevokeApiKeyButton.tsx'

const none = '—'
const filters = [<SearchInput key="q" source="q" alwaysOn />]
// Revoked keys stay listed, greyed out.
const revokedSx = (record: RaRecord) => (record.revokedAt ? { opacity: 0.55 } : {})

export const ApiKeyList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false} rowSx={revokedSx}>
      <TextField source="name" />
      <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
      <DateField source="createdAt" showTime />
      <DateField source="lastUsedAt" showTime emptyText={none} />
      <DateField source="revokedAt" showTime emptyText={none} />
      <RevokeApiKeyButton />
    </Datagrid>
  </List>
)
