import { createElement } from 'react'
import BadgeIcon from '@mui/icons-material/Badge'
import { Create } from 'react-admin'
import type { RoomUserRole } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RoomRoleForm, RoomRoleList } from './RoomRoleViews.tsx'

// The grant's path names the room: the form's `room` (id, uuid or slug) as `roomId`.
const transform = ({ room, ...data }: Record<string, unknown>) => ({ ...data, roomId: String(room).trim() })

const RoomRoleCreate = () =>
  createElement(
    Create,
    { redirect: 'list', title: 'spinroom.room_roles.grant', transform },
    createElement(RoomRoleForm)
  )

const roomRole: ResourceViews = {
  list: RoomRoleList,
  create: RoomRoleCreate,
  icon: BadgeIcon,
  recordRepresentation: (record) => `${(record as RoomUserRole).role} in room ${(record as RoomUserRole).roomId}`
}

export default roomRole
