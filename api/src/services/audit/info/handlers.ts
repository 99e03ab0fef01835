import {
  MAX_ACTIVITY_HOURS,
  auditRoutes,
  auditTopics,
  playEventTopics,
  type ActivityHour,
  type AuditEvent,
  type HourlyActivity,
  type infoRoutes
} from '@spinroom/schemas'
import type { CallOf, Handlers } from '../../../lib/domain.ts'
import { adminList } from '../../../lib/list.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { auditEventsEntity } from './entity.ts'
import { socketEventNames } from './socket-events.ts'

type Routes = typeof infoRoutes
const HOUR = 3_600_000

/** The newest event a user (or guest) recorded; 404 naming them when none. */
async function getLastEvent(call: CallOf<Routes['getLastEvent']>): Promise<AuditEvent> {
  const knex = call.app.get('knex')
  const { id } = call.params
  const row = await knex('audit_events').where('userUuid', id).orderBy('createdAt', 'desc').first()
  if (!row) throw new NotFound(auditRoutes.routes.getLastEvent.errors[404].replace('{id}', id))
  return auditEventsEntity.external(row)
}

/** Plays and distinct callers per hour, every hour of the span (empty ones as zeros). */
async function getHourlyActivity(call: CallOf<Routes['getHourlyActivity']>): Promise<HourlyActivity> {
  const to = call.query.to ? new Date(call.query.to) : new Date()
  const from = call.query.from ? new Date(call.query.from) : new Date(to.getTime() - 24 * HOUR)
  const first = Math.floor(from.getTime() / HOUR) * HOUR
  const hours = Math.ceil((to.getTime() - first) / HOUR)
  if (hours < 1) throw new BadRequest("Invalid query: 'from' must be before 'to'", { field: 'from' })
  if (hours > MAX_ACTIVITY_HOURS)
    throw new BadRequest(`Invalid query: from 'from' to 'to' is more than ${MAX_ACTIVITY_HOURS} hours`, {
      field: 'from'
    })
  const knex = call.app.get('knex')
  // Hours counted from the epoch, so buckets do not depend on the database session's time zone.
  const rows: { bucket: number | string; plays: number | string; activeUsers: number | string }[] = await knex(
    'audit_events'
  )
    .select(
      knex.raw(`floor(extract(epoch from "createdAt") / 3600) as bucket`),
      knex.raw(`count(*) filter (where topic = 'totalPlayed') as plays`),
      knex.raw(`count(distinct "userUuid") as "activeUsers"`)
    )
    .where('createdAt', '>=', new Date(first))
    .andWhere('createdAt', '<', to)
    .groupByRaw('1')
  const byHour = new Map(rows.map((r) => [Number(r.bucket) * HOUR, r]))
  const answer: ActivityHour[] = Array.from({ length: hours }, (_, i) => {
    const at = first + i * HOUR
    const row = byHour.get(at)
    return {
      hour: new Date(at).toISOString(),
      plays: Number(row?.plays ?? 0),
      activeUsers: Number(row?.activeUsers ?? 0)
    }
  })
  return { from: new Date(first).toISOString(), to: to.toISOString(), hours: answer }
}

export const infoHandlers: Handlers<Routes> = {
  listUserEventNames: async () => ({ names: [...auditTopics], playTopics: [...playEventTopics] }),
  listSocketEventNames: async (call) => socketEventNames(call.app),
  getLastEvent,
  listAuditEvents: (call) => adminList(call, auditEventsEntity),
  getHourlyActivity
}
