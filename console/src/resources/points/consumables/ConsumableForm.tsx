import { NumberInput, RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { MediaPicker } from '../MediaPicker.tsx'
import { schemaValidators } from '../../../data/validate.ts'
import { enumChoices } from '../../shared/enums.ts'

const displayTypes = enumChoices('consumableDisplayTypes')

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
