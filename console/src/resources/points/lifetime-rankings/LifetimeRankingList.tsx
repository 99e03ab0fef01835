import { Datagrid, DateField, List, NumberField } from 'react-admin'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

/** Points over all seasons, best first; ties share a rank. */
export const LifetimeRankingList = () => (
  <List resource="ranking-status-lifetime" sort={{ field: 'balance', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false} data-testid="lifetime-ranking">
      <NumberField source="rank" sortable={false} />
      <UserReferenceField source="userUuid" sortable={false} />
      <NumberField source="balance" sortable={false} />
      <DateField source="updatedAt" showTime sortable={false} />
    </Datagrid>
  </List>
)
