import { Datagrid, DateField, List, NumberField, NumberInput, ReferenceField, TextField, TextInput } from 'react-admin'

const filters = [<TextInput key="userUuid" source="userUuid" />, <NumberInput key="balance" source="balance" />]

/** Points over all seasons, best first. */
export const LifetimeRankingList = () => (
  <List filters={filters} sort={{ field: 'balance', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="rank" sortable={false} />
      <ReferenceField source="userUuid" reference="users" link="show" sortable={false}>
        <TextField source="nickname" />
      </ReferenceField>
      <NumberField source="balance" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
