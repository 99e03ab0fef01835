import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required
} from 'react-admin'
import { MAX_DJ_SEATS, MIN_DJ_SEATS, routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { filtersTaken } from '../../registry.ts'
import { PromotedChip } from './PromotedChip.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const djTypeChoices = enumChoices('djTypes')
const roomTypeChoices = enumChoices('roomTypes')
const designChoices = enumChoices('roomDesigns')
const providerChoices = enumChoices('musicProviderKeys')

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

const v = schemaValidators(routes.rooms.updateRoomAdmin.body)

/** The admin update (PATCH /rooms/admin/{id}); the API re-checks every field and its 400 names the one it refuses. */
export const RoomForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="slug" validate={[required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'spinroom.rooms.slug_rule')]} />
    <TextInput source="description" multiline validate={v.description} />
    <TextInput source="vibe" validate={v.vibe} />
    <SelectInput source="type" choices={roomTypeChoices} validate={required()} />
    <SelectInput source="design" choices={designChoices} validate={required()} />
    <SelectInput source="djType" choices={djTypeChoices} validate={required()} />
    <SelectArrayInput source="musicProviderKeys" choices={providerChoices} />
    <NumberInput source="numberOfDjs" validate={[required(), minValue(MIN_DJ_SEATS), maxValue(MAX_DJ_SEATS)]} />
    <NumberInput source="songsPerDj" validate={[required(), minValue(1), maxValue(100)]} />
    <NumberInput source="roomSize" validate={[required(), minValue(1), maxValue(100000)]} />
    <TextInput source="externalUrl" />
    <BooleanInput source="unlisted" />
    <BooleanInput source="hasChat" />
    <BooleanInput source="promoted" />
    <BooleanInput source="isLive" />
    <BooleanInput source="liveAudio" />
  </SimpleForm>
)
