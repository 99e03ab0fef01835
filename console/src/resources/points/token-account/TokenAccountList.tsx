import { Datagrid, DateField, List, NumberField, ReferenceField, SelectInput, TextField, TopToolbar } from 'react-admin'
import { tokenAccountStatuses } from '@spinroom/schemas'
import { TokenAccountStatusField } from './TokenAccountStatusField.tsx'
import { OpenTokenAccountButton } from './OpenTokenAccountButton.tsx'

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={tokenAccountStatuses.map((id) => ({ id, name: `spinroom.tokens.statuses.${id}` }))}
    alwaysOn
  />
]

const Actions = () => (
  <TopToolbar>
    <OpenTokenAccountButton />
  </TopToolbar>
)

export const TokenAccountList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <ReferenceField source="userUuid" reference="users" link={false} sortable={false}>
        <TextField source="nickname" />
      </ReferenceField>
      <NumberField source="balance" />
      <TokenAccountStatusField source="status" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
