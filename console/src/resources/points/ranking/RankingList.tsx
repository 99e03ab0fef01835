import {
  Datagrid,
  DateField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar
} from 'react-admin'
import { PointsAdjustmentButton } from './PointsAdjustmentButton.tsx'

// Sent inside `filter`: {"seasonId":"…"}, {"userUuid":"…"}, {"balance":30}.
const filters = [
  <ReferenceInput
    key="seasonId"
    source="seasonId"
    reference="seasons"
    sort={{ field: 'seasonStart', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput optionText="seasonName" />
  </ReferenceInput>,
  <TextInput key="userUuid" source="userUuid" />,
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
      <ReferenceField source="userUuid" reference="users" link="show" sortable={false}>
        <TextField source="nickname" />
      </ReferenceField>
      <ReferenceField source="seasonId" reference="seasons" link={false} sortable={false}>
        <TextField source="seasonName" />
      </ReferenceField>
      <NumberField source="balance" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
