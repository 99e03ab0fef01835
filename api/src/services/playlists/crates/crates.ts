import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  isAdmin,
  NEW_CRATE_NAME_PREFIX,
  type Crate,
  type CrateCopy,
  type CrateCreate,
  type CratePatch,
  type SpecialCrate
} from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import { Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { escapeLike } from '../../../lib/list-query.ts'
import { processCache } from '../../../lib/process-cache.ts'
import { shortId } from '../../../lib/short-id.ts'
import { cratesEntity, type CrateRow } from './entity.ts'
import { crateView, crateViews } from './view.ts'

const DEFAULT_LIMIT = 50

export const pageOf = (query: { limit?: number; offset?: number }) => ({
  limit: query.limit ?? DEFAULT_LIMIT,
  offset: query.offset ?? 0
})

export async function findCrate(knex: Knex, crateId: string): Promise<CrateRow> {
  const row: CrateRow | undefined = await knex('crates').where('id', crateId).first()
  if (!row) throw new NotFound('Crate not found')
  return row
}

/** Plain crates are public; the queue and likes only to their owner and admins (a 404 to others, as if absent). */
export async function readableCrate(knex: Knex, caller: Caller | null, crateId: string): Promise<CrateRow> {
  const row = await findCrate(knex, crateId)
  if (row.special && row.userId !== caller?.id && !isAdmin(caller?.roles ?? [])) throw new NotFound('Crate not found')
  return row
}

// A crate's owner never changes: each process keeps the owners it has read, for the owner check of every crate write.
const crateOwners = processCache<string>(10_000)

/** Who owns a crate, for the `self` check (undefined when there is none: the handler answers 404). */
export async function crateOwner(app: Application, crateId: string): Promise<string | undefined> {
  const owners = crateOwners(app)
  const known = owners.get(crateId)
  if (known) return known
  const row: { userId: string } | undefined = await app.get('knex')('crates').where('id', crateId).first('userId')
  if (row) owners.set(crateId, row.userId)
  return row?.userId
}

/**
 * The lowest positive n such that `New Playlist #n` names none of the user's crates (seed 002 §5); holds a lock on
 * the user's crate names until `trx` ends, so two unnamed crates made at once take two numbers.
 */
export async function newCrateName(trx: Knex.Transaction, userId: string): Promise<string> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`crate-names:${userId}`])
  const names: string[] = await trx('crates')
    .where('userId', userId)
    .where('crateName', 'like', `${NEW_CRATE_NAME_PREFIX}%`)
    .pluck('crateName')
  const used = new Set(names.map((name) => name.slice(NEW_CRATE_NAME_PREFIX.length)))
  let n = 1
  while (used.has(String(n))) n++
  return `${NEW_CRATE_NAME_PREFIX}${n}`
}

/** Created crates are announced once committed. */
async function announceCreated(app: Application, row: CrateRow): Promise<Crate> {
  const crate = await crateView(app.get('knex'), row)
  emitEntityEvent(app, cratesEntity, 'created', { ...row, thumbnails: crate.thumbnails })
  return crate
}

export async function createCrate(app: Application, userId: string, body: CrateCreate): Promise<Crate> {
  const row = await app.get('knex').transaction(async (trx) => {
    const [row]: CrateRow[] = await trx('crates')
      .insert({
        id: randomUUID(),
        shortId: shortId(),
        userId,
        crateName: body.crateName?.trim() || (await newCrateName(trx, userId)),
        description: body.description ?? null
      })
      .returning('*')
    return row
  })
  return announceCreated(app, row)
}

/**
 * `PUT /crate/{crateId}/copy`: the caller's new crate `crateId` with the songs of `srcCrateId` in order. The same call
 * again answers the copy already made (`created: false`); a `crateId` another crate has is a 409.
 */
export async function copyCrate(
  app: Application,
  caller: Caller,
  crateId: string,
  body: CrateCopy
): Promise<{ crate: Crate; created: boolean }> {
  const knex = app.get('knex')
  const taken: CrateRow | undefined = await knex('crates').where('id', crateId).first()
  if (taken) {
    if (taken.userId !== caller.id) throw new Conflict('That crate id is taken')
    return { crate: await crateView(knex, taken), created: false }
  }
  const row = await knex.transaction(async (trx) => {
    // Shared lock: the source's songs cannot change while they are copied.
    const source: CrateRow | undefined = await trx('crates').where('id', body.srcCrateId).forShare().first()
    if (!source || (source.special && source.userId !== caller.id && !isAdmin(caller.roles)))
      throw new NotFound('Crate not found')
    const inserted: CrateRow[] = await trx('crates')
      .insert({
        id: crateId,
        shortId: shortId(),
        userId: caller.id,
        crateName: body.crateName?.trim() || source.crateName,
        description: source.description,
        songCount: source.songCount
      })
      .onConflict('id')
      .ignore()
      .returning('*')
    if (!inserted.length) return null
    await trx.raw(
      `insert into crate_songs (id, "crateId", "songId", rank, status)
       select gen_random_uuid(), ?, "songId", rank, status from crate_songs where "crateId" = ?`,
      [crateId, source.id]
    )
    return inserted[0]
  })
  // A copy with this id committed between the check and the insert: answer it as a repeat.
  if (!row) return copyCrate(app, caller, crateId, body)
  return { crate: await announceCreated(app, row), created: true }
}

const SPECIAL_CRATE_NAMES: Readonly<Record<SpecialCrate, string>> = {
  queue: 'Queue',
  likes: 'Likes',
  default: 'Default'
}

/** One of the caller's special crates, made on first use (the unique index makes two first uses at once one crate). */
export async function specialCrate(knex: Knex, userId: string, special: SpecialCrate): Promise<CrateRow> {
  const existing: CrateRow | undefined = await knex('crates').where({ userId, special }).first()
  if (existing) return existing
  await knex.raw(
    `insert into crates (id, "shortId", "userId", "crateName", special) values (?, ?, ?, ?, ?)
     on conflict ("userId", special) where special is not null do nothing`,
    [randomUUID(), shortId(), userId, SPECIAL_CRATE_NAMES[special], special]
  )
  return knex('crates').where({ userId, special }).first()
}

/** A page of crates, newest first; `everything` includes the queue and likes and the owners' nicknames. */
export async function cratePage(
  knex: Knex,
  where: { userId?: string },
  query: { limit?: number; offset?: number; q?: string },
  everything = false
) {
  const { limit, offset } = pageOf(query)
  const search = query.q?.trim()
  const base = knex('crates').modify((q) => {
    if (where.userId) q.where('crates.userId', where.userId)
    if (!everything) q.whereNull('crates.special')
    if (search) {
      const pattern = `%${escapeLike(search)}%`
      q.where((w) =>
        w
          .whereILike('crates.crateName', pattern)
          .orWhereExists((u) =>
            u
              .select(knex.raw('1'))
              .from('users')
              .whereRaw('users.id = crates."userId"')
              .whereILike('users.nickname', pattern)
          )
      )
    }
  })
  const [{ total }] = await base.clone().count<{ total: number | string }[]>('* as total')
  const rows: (CrateRow & { userNickname?: string })[] = await base
    .clone()
    .modify((q) =>
      everything ? q.leftJoin('users', 'users.id', 'crates.userId').select('users.nickname as userNickname') : q
    )
    .select('crates.*')
    .orderBy([
      { column: 'crates.createdAt', order: 'desc' },
      { column: 'crates.id', order: 'desc' }
    ])
    .limit(limit)
    .offset(offset)
  return { data: await crateViews(knex, rows), total: Number(total), limit, offset }
}

export async function patchCrate(app: Application, crateId: string, body: CratePatch): Promise<Crate> {
  const knex = app.get('knex')
  const [row]: CrateRow[] = await knex('crates')
    .where('id', crateId)
    .update({
      ...(body.crateName !== undefined ? { crateName: body.crateName.trim() } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      updatedAt: new Date()
    })
    .returning('*')
  if (!row) throw new NotFound('Crate not found')
  const crate = await crateView(knex, row)
  emitEntityEvent(app, cratesEntity, 'patched', { ...row, thumbnails: crate.thumbnails })
  return crate
}

export async function deleteCrate(app: Application, crateId: string): Promise<Crate> {
  const knex = app.get('knex')
  const row = await findCrate(knex, crateId)
  if (row.special) throw new Forbidden('The queue, likes and default crates cannot be deleted')
  const crate = await crateView(knex, row)
  const deleted = await knex('crates').where('id', crateId).delete()
  if (!deleted) throw new NotFound('Crate not found')
  crateOwners(app).delete(crateId)
  emitEntityEvent(app, cratesEntity, 'removed', { ...row, thumbnails: crate.thumbnails })
  return crate
}
