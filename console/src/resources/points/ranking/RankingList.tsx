import { Datagrid, DateField, List, NumberField, NumberInput, TopToolbar } from 'react-admin'
import { SeasonFilterInput, UserFilterInput } from '../../shared/FilterInputs.tsx'
import { SeasonReferenceField } from '../../shared/SeasonReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { PointsAdjustmentButton } from './PointsAdjustmentButton.tsx'

// Sent inside `filter`: {"seasonId":"…"}, {"userUuid":"…"}, {"balance":30}.
const filters = [
  <SeasonFilterInput key="seasonId" source="seasonId" alwaysOn />,
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <NumberInput key="balance" source="balance" />
]

/** Season ranking statuses, best first; a rank is the API's (ties share it). */
export const RankingList = () => (
  <List
    filters={filters}
    sort={{ field: 'balance', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <PointsAdjustmentButton />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <NumberField source="rank" sortable={false} />
      <UserReferenceField source="userUuid" sortable={false} />
      <SeasonReferenceField source="seasonId" sortable={false} />
      <NumberField source="balance" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
