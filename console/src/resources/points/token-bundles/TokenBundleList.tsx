import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  NumberField,
  TextField,
  TextInput,
  TopToolbar,
  useLocaleState
} from 'react-admin'
import type { TokenBundle } from '@spinroom/schemas'
import { MediaPreview } from '../MediaPicker.tsx'
import { formatPrice } from './price.ts'

const filters = [<TextInput key="productId" source="productId" alwaysOn />]

const Price = ({ bundle }: { bundle: TokenBundle }) => {
  const [locale] = useLocaleState()
  return <>{formatPrice(bundle.price, bundle.currency, locale)}</>
}

/** Cheapest first, as the store lists them. */
export const TokenBundleList = () => (
  <List
    filters={filters}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <FunctionField<TokenBundle>
        source="thumbnailUrl"
        sortable={false}
        render={(b) => <MediaPreview url={b.thumbnailUrl} size={48} />}
      />
      <TextField source="name" sortable={false} />
      <TextField source="productId" sortable={false} />
      <NumberField source="tokens" sortable={false} />
      <FunctionField<TokenBundle> source="price" sortable={false} render={(b) => <Price bundle={b} />} />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)
