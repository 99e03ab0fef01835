import { NumberInput, SimpleForm, TextInput } from 'react-admin'
import { MediaPicker } from '../MediaPicker.tsx'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'

const v = schemaValidators(routes.points.createTokenBundle.body, { currency: 'spinroom.bundles.currency_hint' })

/** The productId is the app stores' product identifier; the price is in the currency's minor units (cents). */
export const TokenBundleForm = () => (
  <SimpleForm>
    <TextInput source="productId" validate={v.productId} helperText="spinroom.bundles.product_hint" />
    <TextInput source="name" validate={v.name} />
    <NumberInput source="tokens" validate={v.tokens} step={1} />
    <NumberInput source="price" validate={v.price} step={1} helperText="spinroom.bundles.price_hint" />
    <TextInput source="currency" defaultValue="usd" validate={v.currency} helperText="spinroom.bundles.currency_hint" />
    <MediaPicker
      source="thumbnail"
      urlSource="thumbnailUrl"
      label="resources.token-bundles.fields.thumbnail"
      accept="image/png,image/jpeg,image/webp,image/gif"
    />
  </SimpleForm>
)
