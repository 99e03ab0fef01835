import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  CreateButton,
  ExportButton
} from 'react-admin'
import { voucherStatuses } from '@spinroom/schemas'
import { RevokeVoucherButton } from './RevokeVoucherButton.tsx'
import { VoucherStatusField } from './VoucherStatusField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={voucherStatuses.map((id) => ({ id, name: id }))} />
]

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
)

export const VoucherList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} actions={<Actions />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
      <VoucherStatusField source="status" />
      <TextField source="note" emptyText={none} />
      <UserReferenceField source="redeemedBy" />
      <DateField source="redeemedAt" showTime emptyText={none} />
      <DateField source="createdAt" showTime />
      <RevokeVoucherButton />
    </Datagrid>
  </List>
)
