import { createElement } from 'react'
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom'
import { Edit } from 'react-admin'
import type { Room } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RoomShow } from './RoomShow.tsx'
import { RoomForm, RoomList } from './RoomViews.tsx'

const RoomEdit = () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'show' }, createElement(RoomForm))

const room: ResourceViews = {
  list: RoomList,
  show: RoomShow,
  edit: RoomEdit,
  icon: MeetingRoomIcon,
  recordRepresentation: (record) => (record as Room).name
}

export default room
