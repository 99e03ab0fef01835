import {
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  number,
  required
} from 'react-admin'
import { consumableDisplayTypes } from '@spinroom/schemas'
import { MediaPicker } from '../MediaPicker.tsx'

const displayTypes = consumableDisplayTypes.map((id) => ({ id, name: `spinroom.consumables.${id}` }))

/** The image is what the store shows; the file is what plays in the room (a picture or a Lottie animation). */
export const ConsumableForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(2000)} fullWidth />
    <NumberInput source="tokenCost" validate={[required(), number(), minValue(0)]} step={1} />
    <RadioButtonGroupInput source="displayType" choices={displayTypes} validate={required()} />
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
