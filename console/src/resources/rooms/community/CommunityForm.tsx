import { FormDataConsumer, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin'
import { Box } from '@mui/material'

const slug = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'spinroom.communities.slug_format')

/**
 * Name, slug (derived from the name when left empty), description and image; the API refuses reserved or taken slugs.
 */
export const CommunityForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="slug" helperText="spinroom.communities.slug_help" validate={[maxLength(80), slug]} />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <TextInput source="imageUrl" fullWidth />
    <FormDataConsumer<{ imageUrl?: string | null }>>
      {({ formData }) =>
        formData.imageUrl ? (
          <Box component="img" src={formData.imageUrl} alt="" sx={{ maxHeight: 120, borderRadius: 1 }} />
        ) : null
      }
    </FormDataConsumer>
  </SimpleForm>
)
