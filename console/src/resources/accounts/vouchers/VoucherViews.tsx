import { Stack } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  Form,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate
} from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { RevokeVoucherButton } from './RevokeVoucherButton.tsx'
import { VoucherStatusField } from './VoucherStatusField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { enumChoices } from '../../shared/enums.ts'

// The list and the form side by side: a plain field's column and input are added here together.

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

const v = schemaValidators(routes.accounts.createVouchers.body)

/** How many codes to make and the fields each of them carries; the create page shows the codes it answers. */
export const VoucherForm = ({
  onSubmit,
  saving
}: {
  onSubmit: (values: Record<string, unknown>) => Promise<void>
  saving: boolean
}) => {
  const translate = useTranslate()
  return (
    <Form onSubmit={onSubmit} defaultValues={{ count: 10 }}>
      <Stack>
        <NumberInput source="count" label={translate('spinroom.vouchers.count')} validate={v.count} />
        <TextInput source="note" label={translate('spinroom.vouchers.note')} validate={v.note} />
        <SaveButton label={translate('spinroom.vouchers.create')} disabled={saving} alwaysEnable={!saving} />
      </Stack>
    </Form>
  )
}
