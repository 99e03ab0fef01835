import type { eventRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import {
  adminEvents,
  createEvent,
  deleteEvent,
  eventCreator,
  eventRoom,
  getEvent,
  getEventBySlug,
  listEvents,
  patchEvent,
  upcomingEvents
} from './events.ts'

export const eventHandlers: Handlers<typeof eventRoutes> = {
  listEvents: adminEvents,
  getEvent,
  listPublicEvents: listEvents,
  createEvent,
  listUpcomingEvents: upcomingEvents,
  getEventBySlug,
  getPublicEvent: getEvent,
  updateEvent: { handler: patchEvent, room: eventRoom, owner: eventCreator },
  deleteEvent: { handler: deleteEvent, room: eventRoom, owner: eventCreator }
}
