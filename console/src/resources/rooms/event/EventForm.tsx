import { Box } from '@mui/material'
import { DateTimeInput, FormDataConsumer, SimpleForm, TextInput, maxLength, required } from 'react-admin'

/** The API checks the room (the caller must run it) and that the end follows the start; its 400 names the field. */
export const EventForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <TextInput source="roomId" helperText="spinroom.events.room_help" />
    <DateTimeInput source="startTime" validate={required()} />
    <DateTimeInput source="endTime" validate={required()} />
    <TextInput source="posterUrl" fullWidth />
    <FormDataConsumer<{ posterUrl?: string | null }>>
      {({ formData }) =>
        formData.posterUrl ? (
          <Box component="img" src={formData.posterUrl} alt="" sx={{ maxHeight: 160, borderRadius: 1 }} />
        ) : null
      }
    </FormDataConsumer>
  </SimpleForm>
)
