import { Datagrid, DateField, List, NumberField, ReferenceField, SelectInput, TextField, TextInput } from 'react-admin'
import { tokenTransactionTypes } from '@spinroom/schemas'

const none = '—'
const filters = [
  <SelectInput
    key="type"
    source="type"
    choices={tokenTransactionTypes.map((id) => ({ id, name: `spinroom.tokens.types.${id}` }))}
    alwaysOn
  />,
  <TextInput key="accountId" source="accountId" helperText="spinroom.tokens.account_hint" alwaysOn />
]

export const TokenTransactionList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="createdAt" showTime />
      <ReferenceField source="accountId" reference="token-accounts" link="show" />
      <TextField source="type" />
      <NumberField source="amount" />
      <TextField source="reason" emptyText={none} sortable={false} />
      <TextField source="source" />
      <TextField source="holdId" emptyText={none} />
    </Datagrid>
  </List>
)
