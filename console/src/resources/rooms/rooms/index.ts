import MeetingRoomIcon from '@mui/icons-material/MeetingRoom'
import type { Room } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RoomEdit } from './RoomEdit.tsx'
import { RoomList } from './RoomList.tsx'
import { RoomShow } from './RoomShow.tsx'

const room: ResourceViews = {
  list: RoomList,
  show: RoomShow,
  edit: RoomEdit,
  icon: MeetingRoomIcon,
  recordRepresentation: (record) => (record as Room).name
}

export default room
