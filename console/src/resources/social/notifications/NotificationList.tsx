import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin'
import type { Notification } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { SendNotificationButton } from './SendNotificationButton.tsx'

const none = '—'
// Sent inside `filter`: {"status":"failed"}, {"platform":"web"}, {"kind":"djLive"}; `q` searches title, body and error.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={enumChoices('deliveryStatuses')} />,
  <SelectInput key="platform" source="platform" choices={enumChoices('pushPlatforms')} />,
  <SelectInput key="kind" source="kind" choices={enumChoices('notificationKinds')} />
]

const hasQueued = (page: { data?: Notification[] } | undefined) => !!page?.data?.some((n) => n.status === 'queued')

const statusColor = (status: string) =>
  status === 'sent' ? 'success' : status === 'queued' ? 'info' : status === 'unconfigured' ? 'default' : 'error'

/** Every delivery of every notification, whatever its driver did with it, newest first. */
export const NotificationList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    // The send button lives in the toolbar: an empty outbox still shows it.
    empty={false}
    // Deliveries go out off the request path: the page follows them until none is queued.
    queryOptions={{ refetchInterval: (query) => (hasQueued(query.state.data) ? 2000 : false) }}
    actions={
      <TopToolbar>
        <SendNotificationButton />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <EnumField source="kind" name="notificationKinds" variant="text" />
      <UserReferenceField source="userUuid" />
      <EnumField source="platform" name="pushPlatforms" />
      <TextField source="title" emptyText={none} />
      <EnumField source="status" name="deliveryStatuses" color={statusColor} />
      <TextField source="error" emptyText={none} sortable={false} />
      <UserReferenceField source="senderUuid" />
      <DateField source="createdAt" showTime />
      <DateField source="sentAt" showTime emptyText={none} />
    </Datagrid>
  </List>
)
