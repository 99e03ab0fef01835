import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { EventCreateSchema, EventListQuery, EventPatchSchema, EventSchema } from './event.ts'

const tags = ['events']
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
const hosts =
  "Signed-in users, in a room they own or co-own (403 otherwise); administrators in any room or none. 400 naming 'endTime' unless it follows startTime."
/** The event's creator passes too (its binding names them). */
const hostsOnly = { access: 'room', roomRoles: ['owner', 'coOwner'] } as const

/** Events: listed by anyone, created by room owners, changed by their creator, the room's owners or an admin. */
export const eventRoutes = routeGroup({
  listEvents: {
    method: 'GET',
    path: '/admin/events',
    access: 'admin',
    summary: 'events (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(EventSchema), Type.Array(EventSchema)])
  },
  getEvent: {
    method: 'GET',
    path: '/admin/events/{id}',
    access: 'admin',
    summary: 'one event',
    tags,
    params: IdParams,
    result: EventSchema
  },
  listPublicEvents: {
    method: 'GET',
    path: '/events',
    access: 'any',
    summary: 'events by start time (limit, offset; roomId)',
    tags,
    query: EventListQuery,
    result: OffsetPage(EventSchema)
  },
  createEvent: {
    method: 'POST',
    path: '/events',
    access: 'user',
    summary: 'create an event (its slug comes from its name)',
    description: hosts,
    tags,
    body: EventCreateSchema,
    result: EventSchema,
    status: 201
  },
  listUpcomingEvents: {
    method: 'GET',
    path: '/events/upcoming',
    access: 'any',
    summary: 'events not over yet, soonest first (limit, offset; roomId)',
    tags,
    query: EventListQuery,
    result: OffsetPage(EventSchema)
  },
  getEventBySlug: {
    method: 'GET',
    path: '/events/slug/{slug}',
    access: 'any',
    summary: 'an event by slug',
    tags,
    params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) }),
    result: EventSchema
  },
  getPublicEvent: {
    method: 'GET',
    path: '/events/{id}',
    access: 'any',
    summary: 'one event',
    tags,
    params: IdParams,
    result: EventSchema
  },
  updateEvent: {
    method: 'PATCH',
    path: '/events/{id}',
    ...hostsOnly,
    forbidden: "Only the event's creator, its room's owners or an administrator may change it",
    summary: 'update an event (the slug stays)',
    description: hosts,
    tags,
    params: IdParams,
    body: EventPatchSchema,
    result: EventSchema
  },
  deleteEvent: {
    method: 'DELETE',
    path: '/events/{id}',
    ...hostsOnly,
    forbidden: "Only the event's creator, its room's owners or an administrator may delete it",
    summary: 'delete an event',
    tags,
    params: IdParams,
    result: EventSchema
  }
})
