import { Box } from '@mui/material'
import {
  AutocompleteInput,
  DateField,
  DateTimeInput,
  FormDataConsumer,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  UrlField
} from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes, type RoomEvent } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { RoomFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { TimeSpanChip } from '../../shared/TimeSpanChip.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [<SearchInput key="q" source="q" alwaysOn />, <RoomFilterInput key="roomId" source="roomId" alwaysOn />]

export const EventList = () => (
  <CreatableList filters={filters} sort={{ field: 'startTime', order: 'ASC' }} deletable>
    <TextField source="name" />
    <TextField source="slug" />
    <RoomReferenceField source="roomId" />
    <DateField source="startTime" showTime />
    <DateField source="endTime" showTime />
    <UrlField source="externalUrl" emptyText="—" target="_blank" rel="noopener" />
    <FunctionField<RoomEvent>
      label="spinroom.events.state"
      render={(event) => (
        <TimeSpanChip start={event.startTime} end={event.endTime} labels="spinroom.events" now="live" />
      )}
    />
  </CreatableList>
)

const v = schemaValidators(routes.rooms.createEvent.body)

/** The API checks the room (the caller must run it) and that the end follows the start; its 400 names the field. */
export const EventForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={v.name} />
    <TextInput source="description" validate={v.description} multiline minRows={2} fullWidth />
    <ReferenceInput source="roomId" reference="rooms">
      <AutocompleteInput
        optionText="name"
        filterToQuery={(q) => (q ? { q } : {})}
        helperText="spinroom.events.room_help"
      />
    </ReferenceInput>
    <DateTimeInput source="startTime" validate={v.startTime} />
    <DateTimeInput source="endTime" validate={v.endTime} />
    <TextInput source="posterUrl" validate={v.posterUrl} fullWidth />
    <FormDataConsumer<{ posterUrl?: string | null }>>
      {({ formData }) =>
        formData.posterUrl ? (
          <Box component="img" src={formData.posterUrl} alt="" sx={{ maxHeight: 160, borderRadius: 1 }} />
        ) : null
      }
    </FormDataConsumer>
    <TextInput source="externalUrl" validate={v.externalUrl} fullWidth />
  </SimpleForm>
)
