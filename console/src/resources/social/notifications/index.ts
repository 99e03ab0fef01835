import NotificationsIcon from '@mui/icons-material/Notifications'
import type { Notification } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { NotificationList } from './NotificationList.tsx'

const notification: ResourceViews = {
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: (record) => (record as Notification).title ?? (record as Notification).kind
}

export default notification
