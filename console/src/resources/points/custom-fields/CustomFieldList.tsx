import { Chip } from '@mui/material'
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { CustomField } from '@spinroom/schemas'
import { enumChoices } from '../../shared/enums.ts'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="entity" source="entity" choices={enumChoices('customFieldEntities')} alwaysOn />
]

const Translated = ({ prefix, value }: { prefix: string; value: string }) => {
  const translate = useTranslate()
  return <Chip size="small" variant="outlined" label={translate(`${prefix}.${value}`, { _: value })} />
}

export const CustomFieldList = () => (
  <List
    filters={filters}
    sort={{ field: 'entity', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
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
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)
