import { NumberInput, SimpleForm, TextInput, maxLength, minValue, number, regex, required } from 'react-admin'
import { MediaPicker } from '../MediaPicker.tsx'

/** The productId is the app stores' product identifier; the price is in the currency's minor units (cents). */
export const TokenBundleForm = () => (
  <SimpleForm>
    <TextInput source="productId" validate={[required(), maxLength(200)]} helperText="spinroom.bundles.product_hint" />
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <NumberInput source="tokens" validate={[required(), number(), minValue(1)]} step={1} />
    <NumberInput
      source="price"
      validate={[required(), number(), minValue(0)]}
      step={1}
      helperText="spinroom.bundles.price_hint"
    />
    <TextInput
      source="currency"
      defaultValue="usd"
      validate={[required(), regex(/^[A-Za-z]{3}$/, 'spinroom.bundles.currency_hint')]}
      helperText="spinroom.bundles.currency_hint"
    />
    <MediaPicker
      source="thumbnail"
      urlSource="thumbnailUrl"
      label="resources.token-bundles.fields.thumbnail"
      accept="image/png,image/jpeg,image/webp,image/gif"
    />
  </SimpleForm>
)
