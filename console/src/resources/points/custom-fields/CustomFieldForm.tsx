import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { enumChoices } from '../../shared/enums.ts'

const v = schemaValidators(routes.points.createCustomField.body, { key: 'spinroom.custom_fields.key_hint' })

/**
 * The key, entity and type are fixed once created (values are stored under them): the edit form shows them read-only.
 */
export const CustomFieldForm = ({ editing = false }: { editing?: boolean }) => (
  <SimpleForm>
    <TextInput source="key" disabled={editing} validate={v.key} helperText="spinroom.custom_fields.key_hint" />
    <SelectInput source="entity" disabled={editing} choices={enumChoices('customFieldEntities')} validate={v.entity} />
    <SelectInput source="type" disabled={editing} choices={enumChoices('customFieldTypes')} validate={v.type} />
    <TextInput source="label" validate={v.label} />
    <TextInput source="description" multiline minRows={2} validate={v.description} fullWidth />
    <BooleanInput source="required" defaultValue={false} />
  </SimpleForm>
)
