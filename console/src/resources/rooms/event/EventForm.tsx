import { Box } from '@mui/material'
import { AutocompleteInput, DateTimeInput, FormDataConsumer, ReferenceInput, SimpleForm, TextInput } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

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
  </SimpleForm>
)
