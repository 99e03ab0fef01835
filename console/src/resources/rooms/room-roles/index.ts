import BadgeIcon from '@mui/icons-material/Badge'
import type { RoomUserRole } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RoomRoleCreate } from './RoomRoleCreate.tsx'
import { RoomRoleList } from './RoomRoleList.tsx'

const roomRole: ResourceViews = {
  list: RoomRoleList,
  create: RoomRoleCreate,
  icon: BadgeIcon,
  recordRepresentation: (record) => `${(record as RoomUserRole).role} in room ${(record as RoomUserRole).roomId}`
}

export default roomRole
