import { Chip } from '@mui/material'
import {
  DateField,
  DateTimeInput,
  FunctionField,
  NumberField,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate
} from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes, type Consumable } from '@spinroom/schemas'
import { MediaPicker, MediaPreview } from '../MediaPicker.tsx'
import { schemaValidators } from '../../../data/validate.ts'
import { enumChoices } from '../../shared/enums.ts'

// The list and the form side by side: a plain field's column and input are added here together.

const displayTypes = enumChoices('consumableDisplayTypes')

const filters = [
  <SelectInput key="displayType" source="displayType" choices={displayTypes} alwaysOn />,
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
  <CreatableList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} deletable>
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
  </CreatableList>
)

const v = schemaValidators(routes.points.createConsumable.body)

/** The image is what the store shows; the file is what plays in the room (a picture or a Lottie animation). */
export const ConsumableForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={v.name} />
    <TextInput source="description" multiline minRows={2} validate={v.description} fullWidth />
    <NumberInput source="tokenCost" validate={v.tokenCost} step={1} />
    <RadioButtonGroupInput source="displayType" choices={displayTypes} validate={v.displayType} />
    <MediaPicker
      source="image"
      urlSource="imageUrl"
      label="resources.consumables.fields.image"
      accept="image/png,image/jpeg,image/webp,image/gif"
    />
    <MediaPicker
      source="file"
      urlSource="fileUrl"
      label="resources.consumables.fields.file"
      accept="image/png,image/jpeg,image/webp,image/gif,application/json,.json"
    />
  </SimpleForm>
)
