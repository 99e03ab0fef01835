import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  communityFields,
  isUuid,
  isAdmin,
  reservedCommunitySlugs,
  type CommunityBulk,
  type CommunityCreate,
  type CommunityPatch
} from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { communitiesEntity, type CommunityRow } from './entity.ts'
import { slugify } from '../slugs.ts'
import { emitEntityEvent, type EntityEvent } from '../../../lib/entity.ts'
import { clearedFields } from '../../../lib/cleared-fields.ts'

/** A community by id or slug; 404 'Community not found'. */
export async function findCommunity(knex: Knex, key: string): Promise<CommunityRow> {
  const community: CommunityRow | undefined = await knex('communities')
    .where(isUuid(key) ? 'id' : 'slug', key)
    .first()
  if (!community) throw new NotFound('Community not found')
  return community
}

/** The reserved slugs (jqbx, web3) belong to administrators: anyone else claiming one gets a 403 naming it. */
export function assertMayUseSlug(caller: Caller | null, slug: string): void {
  if ((reservedCommunitySlugs as readonly string[]).includes(slug) && !isAdmin(caller?.roles)) {
    throw new Forbidden(`The community slug '${slug}' is reserved for administrators`)
  }
}

const slugTaken = (slug: string) => new Conflict(`A community already has the slug '${slug}'`, { field: 'slug' })
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

const cleared = clearedFields(communityFields)

/** A create's or replace's row: each body field is its column; the slug is derived from the name when not given. */
function rowOf(body: CommunityCreate, caller: Caller | null, keepSlug?: string) {
  const slug = body.slug ?? keepSlug ?? slugify(body.name)
  assertMayUseSlug(caller, slug)
  return { ...cleared, ...body, slug, name: body.name.trim() }
}

/** Communities are written with guarded statements (a taken slug is a clear 400): they emit once written. */
function announce(app: Application, event: EntityEvent, row: CommunityRow) {
  emitEntityEvent(app, communitiesEntity, event, row)
  return communitiesEntity.external(row)
}

async function insertCommunity(knex: Knex, row: ReturnType<typeof rowOf>): Promise<CommunityRow> {
  if (await knex('communities').where('slug', row.slug).first('id')) throw slugTaken(row.slug)
  try {
    const [created] = await knex('communities')
      .insert({ id: randomUUID(), ...row })
      .returning('*')
    return created as CommunityRow
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(row.slug)
    throw error
  }
}

export async function createCommunity({ app, body, caller }: Call<unknown, unknown, CommunityCreate>) {
  return announce(app, 'created', await insertCommunity(app.get('knex'), rowOf(body, caller)))
}

/** Every item is created or none; a bad item is a 400 naming it. */
export async function createCommunities({ app, body, caller }: Call<unknown, unknown, CommunityBulk>) {
  const rows = body.bulk.map((item) => rowOf(item, caller))
  const seen = new Map<string, number>()
  rows.forEach((row, i) => {
    const earlier = seen.get(row.slug)
    if (earlier !== undefined)
      throw new BadRequest(`Invalid body: 'bulk.${i}.slug' '${row.slug}' repeats item ${earlier}`, {
        errors: [{ field: `bulk.${i}.slug`, message: `repeats item ${earlier}` }]
      })
    seen.set(row.slug, i)
  })
  const created = await app.get('knex').transaction(async (trx) => {
    const taken: { slug: string }[] = await trx('communities')
      .whereIn('slug', [...seen.keys()])
      .select('slug')
    const clash = rows.findIndex((row) => taken.some((t) => t.slug === row.slug))
    if (clash >= 0)
      throw new BadRequest(`Invalid body: 'bulk.${clash}.slug' '${rows[clash].slug}' is taken by another community`, {
        errors: [{ field: `bulk.${clash}.slug`, message: 'is taken by another community' }]
      })
    return (await trx('communities')
      .insert(rows.map((row) => ({ id: randomUUID(), ...row })))
      .returning('*')) as CommunityRow[]
  })
  return created.map((row) => announce(app, 'created', row))
}

async function writeCommunity(
  knex: Knex,
  id: string,
  changes: Partial<ReturnType<typeof rowOf>>
): Promise<CommunityRow> {
  if (changes.slug && (await knex('communities').where('slug', changes.slug).whereNot('id', id).first('id')))
    throw slugTaken(changes.slug)
  try {
    const [row] = await knex('communities')
      .where('id', id)
      .update({ ...changes, updatedAt: knex.fn.now() })
      .returning('*')
    return row as CommunityRow
  } catch (error) {
    if (isUniqueViolation(error) && changes.slug) throw slugTaken(changes.slug)
    throw error
  }
}

export async function patchCommunity({ app, params, body, caller }: Call<{ id: string }, unknown, CommunityPatch>) {
  const knex = app.get('knex')
  const community = await findCommunity(knex, params.id)
  if (body.slug) assertMayUseSlug(caller, body.slug)
  const changes = { ...body, ...(body.name ? { name: body.name.trim() } : {}) }
  return announce(app, 'patched', await writeCommunity(knex, community.id, changes))
}

/** Replaces every field; the slug stays when not given. */
export async function replaceCommunity({ app, params, body, caller }: Call<{ id: string }, unknown, CommunityCreate>) {
  const knex = app.get('knex')
  const community = await findCommunity(knex, params.id)
  return announce(app, 'patched', await writeCommunity(knex, community.id, rowOf(body, caller, community.slug)))
}

/** Answers the deleted community (its members and room links go with it). */
export async function deleteCommunity({ app, params }: Call<{ id: string }>) {
  const knex = app.get('knex')
  const community = await findCommunity(knex, params.id)
  await knex('communities').where('id', community.id).delete()
  return announce(app, 'removed', community)
}

export const getCommunity = async ({ app, params }: Call<{ id: string }>) =>
  communitiesEntity.external(await findCommunity(app.get('knex'), params.id))

export const listCommunities = (call: Call) => adminList(call, communitiesEntity)
