import { Chip } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { Consumable } from '@spinroom/schemas'
import { MediaPreview } from '../MediaPicker.tsx'
import { enumChoices } from '../../shared/enums.ts'

const filters = [
  <SelectInput key="displayType" source="displayType" choices={enumChoices('consumableDisplayTypes')} alwaysOn />,
  <DateTimeInput key="createdBefore" source="createdBefore" alwaysOn />
]

const DisplayType = ({ consumable }: { consumable: Consumable }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={consumable.displayType === 'cover' ? 'primary' : 'default'}
      label={translate(`spinroom.enums.consumableDisplayTypes.${consumable.displayType}`)}
    />
  )
}

export const ConsumableList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField<Consumable>
        source="imageUrl"
        sortable={false}
        render={(c) => <MediaPreview url={c.imageUrl} size={48} />}
      />
      <TextField source="name" />
      <NumberField source="tokenCost" />
      <FunctionField<Consumable> source="displayType" sortable={false} render={(c) => <DisplayType consumable={c} />} />
      <FunctionField<Consumable>
        source="fileUrl"
        sortable={false}
        render={(c) => <MediaPreview url={c.fileUrl} size={48} />}
      />
      <DateField source="createdAt" showTime />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)
