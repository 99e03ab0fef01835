import {
  BooleanField,
  BooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate
} from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { CreatableList } from '../../shared/CreatableList.tsx'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { PriceField } from './price.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const none = '—'

/** Everything sold for money, cheapest first; administrators change them, moderators read. */
export const ProductList = () => (
  <CreatableList>
    <TextField source="name" sortable={false} />
    <EnumField source="paymentType" name="paymentTypes" variant="text" sortable={false} />
    <PriceField source="price" sortable={false} />
    <ReferenceField source="tokenBundleId" reference="token-bundles" emptyText={none} sortable={false} />
    <TextField source="appleProductId" emptyText={none} sortable={false} />
    <BooleanField source="active" sortable={false} />
  </CreatableList>
)

const v = schemaValidators(routes.payments.createProduct.body)
const intervals = [
  { id: 'month', name: 'spinroom.payments.month' },
  { id: 'year', name: 'spinroom.payments.year' }
]

/** A one-time product credits a token bundle; a plan bills every interval and grants a subscription level. */
export const ProductForm = ({ recurring }: { recurring: boolean }) => {
  const translate = useTranslate()
  return (
    <SimpleForm defaultValues={{ paymentType: recurring ? 'recurring' : 'one_time', currency: 'usd', active: true }}>
      <TextInput source="name" validate={v.name} />
      <TextInput source="description" multiline validate={v.description} />
      <NumberInput source="price" step={1} validate={v.price} helperText="spinroom.payments.price_hint" />
      <TextInput source="currency" validate={v.currency} />
      {recurring ? (
        <>
          <SelectInput source="interval" choices={intervals} validate={v.interval} />
          <SelectInput source="subscriptionLevel" choices={enumChoices('subscriptionLevels')} />
        </>
      ) : (
        <ReferenceInput source="tokenBundleId" reference="token-bundles">
          <SelectInput optionText="name" helperText={translate('spinroom.payments.bundle_hint')} />
        </ReferenceInput>
      )}
      <TextInput source="appleProductId" helperText="spinroom.payments.apple_hint" />
      <BooleanInput source="active" helperText="spinroom.payments.active_hint" />
    </SimpleForm>
  )
}
