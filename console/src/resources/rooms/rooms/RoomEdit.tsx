import {
  BooleanInput,
  Edit,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required
} from 'react-admin'
import { MAX_DJ_SEATS, MIN_DJ_SEATS } from '@spinroom/schemas'
import { designChoices, djTypeChoices, providerChoices, roomTypeChoices } from './choices.ts'

/** The admin update (PATCH /rooms/admin/{id}); the API re-checks every field and its 400 names the one it refuses. */
export const RoomEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="slug" validate={[required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'spinroom.rooms.slug_rule')]} />
      <TextInput source="description" multiline validate={maxLength(2000)} />
      <TextInput source="vibe" validate={maxLength(100)} />
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
  </Edit>
)
