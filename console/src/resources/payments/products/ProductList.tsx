import { BooleanField, CreateButton, Datagrid, List, ReferenceField, TextField, TopToolbar } from 'react-admin'
import { canOpen, registry } from '../../registry.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { PriceField } from './price.tsx'

const none = '—'

/** Everything sold for money, cheapest first; administrators change them, moderators read. */
export const ProductList = () => {
  const editable = canOpen(registry.products!, 'edit')
  return (
    <List perPage={25} actions={<TopToolbar>{canOpen(registry.products!, 'create') && <CreateButton />}</TopToolbar>}>
      <Datagrid rowClick={editable ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <EnumField source="paymentType" name="paymentTypes" variant="text" sortable={false} />
        <PriceField source="price" sortable={false} />
        <ReferenceField source="tokenBundleId" reference="token-bundles" emptyText={none} sortable={false} />
        <TextField source="appleProductId" emptyText={none} sortable={false} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  )
}
