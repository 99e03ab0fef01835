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
import { RevokeVoucherButton } from './RevokeVoucherButton.tsx'
import { VoucherStatusField } from './VoucherStatusField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { enumChoices } from '../../shared/enums.ts'

const none = '—'
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={enumChoices('voucherStatuses')} />
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
