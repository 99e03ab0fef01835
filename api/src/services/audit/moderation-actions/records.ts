import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  auditRoutes,
  isAdmin,
  moderationActionFields,
  type ModerationAction,
  type ModerationActionCreate,
  type ModerationActionPatch
} from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { emitEntityEvent, type EntityEvent } from '../../../lib/entity.ts'
import { moderationActionsEntity } from '../../accounts/moderation/entity.ts'
import { assertMayModerate } from '../../accounts/moderation/moderation.ts'
import type { UserRow } from '../../accounts/users/entity.ts'
import { clearedFields } from '../../../lib/cleared-fields.ts'

type Db = Knex | Knex.Transaction
type Row = Record<string, unknown> & { id: string; targetUserUuid: string; details: Record<string, unknown> }

const notFound = auditRoutes.routes.getModerationAction.errors[404]
const invalid = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })

/** The record named by a route, locked for a write when `db` is a transaction; 404 when missing. */
export async function findRecord(db: Db, id: string, lock = false): Promise<Row> {
  const query = db('moderation_actions').where('id', id)
  const row = (await (lock ? query.forUpdate() : query).first()) as Row | undefined
  if (!row) throw new NotFound(notFound)
  return row
}

/**
 * Checks what hand-written records name: their targets, moderators and rooms exist, and a moderator who is not an
 * administrator writes only about users they outrank.
 */
async function checkNames(
  db: Db,
  caller: Caller,
  records: Partial<ModerationActionCreate>[],
  field = (_index: number, name: string) => name
) {
  const users = [...new Set(records.flatMap((r) => [r.targetUserUuid, r.moderatorUuid]).filter(Boolean))] as string[]
  const rooms = [...new Set(records.map((r) => r.roomUuid).filter(Boolean))] as string[]
  const found: UserRow[] = users.length ? await db('users').whereIn('id', users) : []
  const foundRooms = new Set<string>(
    rooms.length ? (await db('rooms').whereIn('uuid', rooms).pluck('uuid')).map(String) : []
  )
  const byId = new Map(found.map((u) => [u.id, u]))
  records.forEach((r, i) => {
    if (r.targetUserUuid && !byId.has(r.targetUserUuid)) throw invalid(field(i, 'targetUserUuid'), 'names no user')
    if (r.moderatorUuid && !byId.has(r.moderatorUuid)) throw invalid(field(i, 'moderatorUuid'), 'names no user')
    if (r.roomUuid && !foundRooms.has(r.roomUuid)) throw invalid(field(i, 'roomUuid'), 'names no room')
    if (r.targetUserUuid && !isAdmin(caller.roles)) assertMayModerate(caller, byId.get(r.targetUserUuid)!)
  })
}

const cleared = clearedFields(moderationActionFields)

/** A record's columns from a whole body: each field is its column, what it leaves out is cleared; the caller writes. */
const columnsOf = (caller: Caller, body: ModerationActionCreate) => ({
  ...cleared,
  ...body,
  moderatorUuid: body.moderatorUuid === undefined ? caller.id : body.moderatorUuid,
  details: JSON.stringify(body.details ?? {}),
  recordedByUuid: caller.id,
  updatedAt: new Date()
})

/** Runs a write in a transaction and announces its rows once it committed, as every moderation record is. */
async function written(app: Application, event: EntityEvent, write: (trx: Knex.Transaction) => Promise<Row[]>) {
  const rows = await app.get('knex').transaction(write)
  for (const row of rows) emitEntityEvent(app, moderationActionsEntity, event, row)
  return rows.map((row) => moderationActionsEntity.external(row) as ModerationAction)
}

/** Writes hand-made records, all or none. */
export const createRecords = (app: Application, caller: Caller, bodies: ModerationActionCreate[], bulk = false) =>
  written(app, 'created', async (trx) => {
    await checkNames(trx, caller, bodies, bulk ? (i, name) => `bulk[${i}].${name}` : undefined)
    const now = new Date()
    const rows = bodies.map((body) => ({
      ...columnsOf(caller, body),
      id: randomUUID(),
      createdAt: now,
      updatedAt: now
    }))
    return trx('moderation_actions').insert(rows).returning('*')
  })

/** Replaces a record (`whole`) or changes the fields a patch gives; the caller becomes its writer. */
export const changeRecord = (
  app: Application,
  caller: Caller,
  id: string,
  body: ModerationActionPatch,
  whole: boolean
) =>
  written(app, 'patched', async (trx) => {
    const current = await findRecord(trx, id, true)
    await checkNames(trx, caller, [{ targetUserUuid: current.targetUserUuid }])
    await checkNames(trx, caller, [body])
    const changes = whole
      ? columnsOf(caller, body as ModerationActionCreate)
      : {
          ...body,
          ...(body.details ? { details: JSON.stringify(body.details) } : {}),
          recordedByUuid: caller.id,
          updatedAt: new Date()
        }
    return trx('moderation_actions').where('id', id).update(changes).returning('*')
  })

/** Deletes a record (administrators only, as declared). */
export const removeRecord = async (app: Application, id: string) =>
  (
    await written(app, 'removed', async (trx) => {
      await findRecord(trx, id, true)
      return trx('moderation_actions').where('id', id).delete().returning('*')
    })
  )[0]!
