import { Chip } from '@mui/material'
import {
  BooleanField,
  BooleanInput,
  DateField,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate
} from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes, type CustomField } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { enumChoices } from '../../shared/enums.ts'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="entity" source="entity" choices={enumChoices('customFieldEntities')} alwaysOn />
]

const Translated = ({ prefix, value }: { prefix: string; value: string }) => {
  const translate = useTranslate()
  return <Chip size="small" variant="outlined" label={translate(`${prefix}.${value}`, { _: value })} />
}

export const CustomFieldList = () => (
  <CreatableList filters={filters} sort={{ field: 'entity', order: 'ASC' }} deletable>
    <FunctionField<CustomField>
      source="entity"
      render={(f) => <Translated prefix="spinroom.enums.customFieldEntities" value={f.entity} />}
    />
    <TextField source="key" />
    <TextField source="label" />
    <FunctionField<CustomField>
      source="type"
      render={(f) => <Translated prefix="spinroom.enums.customFieldTypes" value={f.type} />}
    />
    <BooleanField source="required" />
    <DateField source="updatedAt" showTime />
  </CreatableList>
)

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
