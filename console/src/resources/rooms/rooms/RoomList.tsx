import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  TextField
} from 'react-admin'
import { designChoices, djTypeChoices, roomTypeChoices } from './choices.ts'
import { PromotedChip } from './PromotedChip.tsx'
import { EnumField } from '../../shared/EnumField.tsx'
import { filtersTaken } from '../../registry.ts'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={roomTypeChoices} />,
  <SelectInput key="djType" source="djType" choices={djTypeChoices} />,
  <SelectInput key="design" source="design" choices={designChoices} />,
  <NullableBooleanInput key="promoted" source="promoted" />,
  <NullableBooleanInput key="isLive" source="isLive" />
]

export const RoomList = () => (
  <List filters={filtersTaken('rooms', filters)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="slug" />
      <EnumField source="type" name="roomTypes" variant="text" />
      <EnumField source="design" name="roomDesigns" variant="text" />
      <EnumField source="djType" name="djTypes" variant="text" />
      <NumberField source="numberOfDjs" />
      <NumberField source="numberOfListeners" sortable={false} />
      <NumberField source="numberOfActiveDjs" sortable={false} />
      <BooleanField source="isLive" />
      <PromotedChip label="resources.rooms.fields.promoted" />
      <DateField source="createdAt" />
    </Datagrid>
  </List>
)
