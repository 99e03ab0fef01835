import { FormDataConsumer, SimpleForm, TextInput } from 'react-admin'
import { Box } from '@mui/material'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

const v = schemaValidators(routes.rooms.createCommunity.body, { slug: 'spinroom.communities.slug_format' })

/**
 * Name, slug (derived from the name when left empty), description and image; the API refuses reserved or taken slugs.
 */
export const CommunityForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={v.name} />
    <TextInput source="slug" helperText="spinroom.communities.slug_help" validate={v.slug} />
    <TextInput source="description" validate={v.description} multiline minRows={2} fullWidth />
    <TextInput source="imageUrl" validate={v.imageUrl} fullWidth />
    <FormDataConsumer<{ imageUrl?: string | null }>>
      {({ formData }) =>
        formData.imageUrl ? (
          <Box component="img" src={formData.imageUrl} alt="" sx={{ maxHeight: 120, borderRadius: 1 }} />
        ) : null
      }
    </FormDataConsumer>
  </SimpleForm>
)
