import { BooleanField, Datagrid, DateField, List, ReferenceField, SelectInput } from 'react-admin'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'
const filters = [
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('subscriptionStatuses')} alwaysOn />,
  <SelectInput key="level" source="level" choices={enumChoices('subscriptionLevels')} />,
  <SelectInput key="provider" source="provider" choices={enumChoices('paymentProviders')} />
]

/** Who subscribes to what, newest first; a moderator reads it to help a subscriber. */
export const SubscriptionList = () => (
  <List filters={filters} sort={{ field: 'startedAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <UserReferenceField source="userUuid" sortable={false} />
      <EnumField source="level" name="subscriptionLevels" />
      <EnumField source="status" name="subscriptionStatuses" />
      <ReferenceField
        source="productId"
        reference="subscription-plans"
        emptyText={none}
        link={false}
        sortable={false}
      />
      <EnumField source="provider" name="paymentProviders" variant="text" />
      <DateField source="startedAt" showTime />
      <DateField source="currentPeriodEnd" emptyText={none} sortable={false} />
      <BooleanField source="cancelAtPeriodEnd" sortable={false} />
      <DateField source="endedAt" showTime emptyText={none} />
    </Datagrid>
  </List>
)
