import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { AuditEventSchema } from './kinesis.ts'
import {
  EventUserParams,
  HourlyActivityQuery,
  HourlyActivitySchema,
  MAX_ACTIVITY_HOURS,
  SocketEventNamesSchema,
  UserEventNamesSchema
} from './info.ts'

const tags = ['audit']

/** Seed 002 §Audit, "info-admin": what the audit service knows, for administrators. */
export const infoRoutes = routeGroup({
  listUserEventNames: {
    method: 'GET',
    path: '/info-admin/user-events-names',
    access: 'admin',
    summary: 'audit event topics',
    description: 'The topics POST /kinesis accepts, and which of them track plays.',
    tags,
    result: UserEventNamesSchema
  },
  listSocketEventNames: {
    method: 'GET',
    path: '/info-admin/socket-events-names',
    access: 'admin',
    summary: 'real-time event names',
    description:
      "Read from the running API: every Feathers service's events (`<path> <event>` on the socket), the live room's actions, its stateful and stateless message names, and what a user's connections hear before they are closed.",
    tags,
    result: SocketEventNamesSchema
  },
  getLastEvent: {
    method: 'GET',
    path: '/info-admin/event-last/{id}',
    access: 'admin',
    summary: "a user's last event",
    description: '{id} is a user id or a guest uuid. 404 naming the user when they recorded none.',
    tags,
    params: EventUserParams,
    result: AuditEventSchema,
    errors: { 404: "No audit event recorded for user '{id}'" }
  },
  listAuditEvents: {
    method: 'GET',
    path: '/info-admin/events',
    access: 'admin',
    summary:
      'recorded audit events, newest first (filter by userUuid, topic, createdAt; admin list-query language or simple-rest)',
    description: 'Ours: the console’s audit explorer.',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(AuditEventSchema), Type.Array(AuditEventSchema)])
  },
  getHourlyActivity: {
    method: 'GET',
    path: '/info-admin/hourly-activity',
    access: 'admin',
    summary: 'plays and active users per hour (from, to; default the last 24 hours)',
    description: `Ours: the console dashboard's chart. Every hour of the span is answered, empty ones with zeros; at most ${MAX_ACTIVITY_HOURS} hours (400 beyond).`,
    tags,
    query: HourlyActivityQuery,
    result: HourlyActivitySchema
  }
})
