import { FunctionField, NumberField, NumberInput, SimpleForm, TextField, TextInput, useLocaleState } from 'react-admin'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { routes, type TokenBundle } from '@spinroom/schemas'
import { MediaPicker, MediaPreview } from '../MediaPicker.tsx'
import { schemaValidators } from '../../../data/validate.ts'
import { formatPrice } from './price.ts'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [<TextInput key="productId" source="productId" alwaysOn />]

const Price = ({ bundle }: { bundle: TokenBundle }) => {
  const [locale] = useLocaleState()
  return <>{formatPrice(bundle.price, bundle.currency, locale)}</>
}

/** Cheapest first, as the store lists them. */
export const TokenBundleList = () => (
  <CreatableList filters={filters} deletable>
    <FunctionField<TokenBundle>
      source="thumbnailUrl"
      sortable={false}
      render={(b) => <MediaPreview url={b.thumbnailUrl} size={48} />}
    />
    <TextField source="name" sortable={false} />
    <TextField source="productId" sortable={false} />
    <NumberField source="tokens" sortable={false} />
    <FunctionField<TokenBundle> source="price" sortable={false} render={(b) => <Price bundle={b} />} />
  </CreatableList>
)

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
