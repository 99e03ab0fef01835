import { BooleanField, CreateButton, Datagrid, List, TextField, TopToolbar } from 'react-admin'
import { canOpen, registry } from '../../registry.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { PriceField } from '../product/price.tsx'

/** The subscription plans the player offers (active recurring products), cheapest first. */
export const PlanList = () => {
  const plans = registry['subscription-plans']!
  return (
    <List pagination={false} actions={<TopToolbar>{canOpen(plans, 'create') && <CreateButton />}</TopToolbar>}>
      <Datagrid rowClick={canOpen(plans, 'edit') ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <EnumField source="subscriptionLevel" name="subscriptionLevels" sortable={false} />
        <PriceField source="price" sortable={false} />
        <TextField source="interval" sortable={false} />
        <TextField source="appleProductId" emptyText="—" sortable={false} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  )
}
