import type { Knex } from 'knex'
import { BadRequest, Conflict } from '../../../errors.ts'
import { slugify } from '../slugs.ts'

/** Literal segments after `/rooms/`: a room with such a slug could never be read by `GET /rooms/{slug}`. */
const RESERVED = new Set([
  'admin',
  'conversation',
  'discord',
  'dj-seats',
  'dj-type',
  'favorites',
  'infrastructure',
  'list',
  'live-audio',
  'live-state',
  'mine',
  'multiple',
  'owned-rooms',
  'private-count',
  'promote',
  'promoted-rooms',
  'public',
  'recent',
  'rockset',
  'room-played-time',
  'room-state',
  'service',
  'user',
  'users',
  'uuid'
])
const MAX_BASE = 70

/** A slug `findRoom` would read as something else (an id, a uuid) or a path would shadow. */
const unusable = (slug: string) =>
  RESERVED.has(slug) ||
  /^\d+$/.test(slug) ||
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(slug)

/** The slug for a new room named `name`: its slugify, with the next free numeric suffix when taken. */
export async function deriveSlug(knex: Knex, name: string): Promise<string> {
  const base = slugify(name, MAX_BASE, 'room')
  const rows: { slug: string }[] = await knex('rooms')
    .where('slug', base)
    .orWhere('slug', 'like', `${base}-%`)
    .select('slug')
  const taken = new Set(rows.map((r) => r.slug))
  if (!taken.has(base) && !unusable(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** A slug a caller chose: 400 when no room could be read by it, 409 naming it when another room has it. */
export async function assertSlugFree(knex: Knex, slug: string, exceptRoomId?: number): Promise<void> {
  if (unusable(slug))
    throw new BadRequest(`Invalid body: 'slug' '${slug}' is reserved`, {
      errors: [{ field: 'slug', message: 'is reserved' }]
    })
  const other = await knex('rooms')
    .where('slug', slug)
    .modify((q) => (exceptRoomId ? q.whereNot('id', exceptRoomId) : q))
    .first('id')
  if (other) throw slugTaken(slug)
}

export const slugTaken = (slug: string) => new Conflict(`The slug '${slug}' is already taken`, { field: 'slug' })

/** True when a database error is the unique violation of `rooms.slug` (two writers raced for one slug). */
export const isSlugClash = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; message?: string }
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('slug')
}
