import { createElement } from 'react'
import EventIcon from '@mui/icons-material/Event'
import { Create, Edit } from 'react-admin'
import type { RoomEvent } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { EventForm, EventList } from './EventViews.tsx'

const EventCreate = () => createElement(Create, { redirect: 'list' }, createElement(EventForm))
const EventEdit = () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(EventForm))

const event: ResourceViews = {
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
  icon: EventIcon,
  recordRepresentation: (record) => (record as RoomEvent).name
}

export default event
