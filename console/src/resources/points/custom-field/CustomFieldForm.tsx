import { BooleanInput, SelectInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin'
import { customFieldEntities, customFieldTypes } from '@spinroom/schemas'

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }))

/**
 * The key, entity and type are fixed once created (values are stored under them): the edit form shows them read-only.
 */
export const CustomFieldForm = ({ editing = false }: { editing?: boolean }) => (
  <SimpleForm>
    <TextInput
      source="key"
      disabled={editing}
      validate={[required(), maxLength(64), regex(/^[a-z][a-zA-Z0-9]*$/, 'spinroom.custom_fields.key_hint')]}
      helperText="spinroom.custom_fields.key_hint"
    />
    <SelectInput
      source="entity"
      disabled={editing}
      choices={choices(customFieldEntities, 'spinroom.custom_fields.entities')}
      validate={required()}
    />
    <SelectInput
      source="type"
      disabled={editing}
      choices={choices(customFieldTypes, 'spinroom.custom_fields.types')}
      validate={required()}
    />
    <TextInput source="label" validate={[required(), maxLength(100)]} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(500)} fullWidth />
    <BooleanInput source="required" defaultValue={false} />
  </SimpleForm>
)
