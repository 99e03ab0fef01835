import { Stack } from '@mui/material'
import { Datagrid, DateField, EmailField, List, SearchInput, TextField, useTranslate } from 'react-admin'
import { CancelRequestButton } from './CancelRequestButton.tsx'
import { DeactivateButton } from './DeactivateButton.tsx'
import { ReactivateButton } from './ReactivateButton.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'
// The API lists open requests only; `q` searches their reasons.
const filters = [<SearchInput key="q" source="q" alwaysOn />]

const RowActions = (_props: { label?: string }) => (
  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
    <DeactivateButton />
    <ReactivateButton />
    <CancelRequestButton />
  </Stack>
)

export const DeactivationRequestList = () => {
  const translate = useTranslate()
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<p style={{ padding: 16 }}>{translate('spinroom.deactivations.empty')}</p>}
      >
        <UserReferenceField source="userUuid" sortable={false} />
        <EmailField source="email" emptyText={none} sortable={false} />
        <TextField source="reason" emptyText={none} sortable={false} />
        <DateField source="createdAt" showTime />
        <RowActions label="" />
      </Datagrid>
    </List>
  )
}
