import { Box } from '@mui/material'
import { DateField, FormDataConsumer, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { BulkCreateButton } from './BulkCreateButton.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const CommunityList = () => (
  <CreatableList filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<BulkCreateButton />} deletable>
    <TextField source="name" />
    <TextField source="slug" />
    <TextField source="description" emptyText="—" />
    <DateField source="createdAt" />
  </CreatableList>
)

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
