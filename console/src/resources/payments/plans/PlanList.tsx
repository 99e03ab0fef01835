import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate
} from 'react-admin'
import type { Product } from '@spinroom/schemas'
import { canOpen, registry } from '../../registry.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { PriceField } from '../products/price.tsx'

const IntervalField = (_props: { source: 'interval'; sortable?: boolean }) => {
  const translate = useTranslate()
  const plan = useRecordContext<Product>()
  return plan?.interval ? <>{translate(`spinroom.payments.${plan.interval}`)}</> : null
}

/** The subscription plans the player offers (active recurring products), cheapest first. */
export const PlanList = () => {
  const plans = registry['subscription-plans']!
  return (
    <List pagination={false} actions={<TopToolbar>{canOpen(plans, 'create') && <CreateButton />}</TopToolbar>}>
      <Datagrid rowClick={canOpen(plans, 'edit') ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <EnumField source="subscriptionLevel" name="subscriptionLevels" sortable={false} />
        <PriceField source="price" sortable={false} />
        <IntervalField source="interval" sortable={false} />
        <TextField source="appleProductId" emptyText="—" sortable={false} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  )
}
