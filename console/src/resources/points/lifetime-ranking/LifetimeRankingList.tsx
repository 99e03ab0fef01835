import { Datagrid, DateField, List, NumberField, ReferenceField, TextField } from 'react-admin'

/** Points over all seasons, best first; ties share a rank. */
export const LifetimeRankingList = () => (
  <List resource="ranking-status-lifetime" sort={{ field: 'balance', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false} data-testid="lifetime-ranking">
      <NumberField source="rank" sortable={false} />
      <ReferenceField source="userUuid" reference="users" link="show" sortable={false}>
        <TextField source="nickname" />
      </ReferenceField>
      <NumberField source="balance" sortable={false} />
      <DateField source="updatedAt" showTime sortable={false} />
    </Datagrid>
  </List>
)
