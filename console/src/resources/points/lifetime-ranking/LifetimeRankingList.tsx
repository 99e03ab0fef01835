import { Datagrid, DateField, List, NumberField, NumberInput } from 'react-admin'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const filters = [
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <NumberInput key="balance" source="balance" />
]

/** Points over all seasons, best first. */
export const LifetimeRankingList = () => (
  <List filters={filters} sort={{ field: 'balance', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="rank" sortable={false} />
      <UserReferenceField source="userUuid" sortable={false} />
      <NumberField source="balance" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
