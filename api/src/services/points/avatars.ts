import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { AvatarCreate, AvatarPatch } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { entityService } from '../../lib/entity.ts'
import { adminList } from '../../lib/list.ts'
import { BadRequest, Conflict } from '../../errors.ts'
import { assertFilesExist } from './consumable-files.ts'
import { avatarsEntity, toAvatar, type AvatarRow } from './avatar.entity.ts'
import { findAvatar } from './avatar-usage.ts'

const service = (call: Call) => entityService<AvatarRow>(call.app, avatarsEntity)
const refuse = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })
// A literal path segment wins over {slug}: an avatar with this slug could never be read at GET /avatars/{slug}.
const RESERVED_SLUGS = ['subscriber']

type AwardFields = Pick<AvatarRow, 'seasonId' | 'pointsThreshold'>

/**
 * A SEASON_AWARD avatar needs a season and a threshold; any other has neither (a change of status away from it clears
 * them).
 */
async function awardFields(
  knex: Knex,
  status: AvatarRow['avatarStatus'],
  body: Partial<AwardFields>,
  current?: AwardFields
): Promise<AwardFields> {
  if (status !== 'SEASON_AWARD') {
    for (const field of ['seasonId', 'pointsThreshold'] as const)
      if (body[field] != null) throw refuse(field, 'is only for SEASON_AWARD avatars')
    return { seasonId: null, pointsThreshold: null }
  }
  const seasonId = body.seasonId !== undefined ? body.seasonId : (current?.seasonId ?? null)
  const pointsThreshold = body.pointsThreshold !== undefined ? body.pointsThreshold : (current?.pointsThreshold ?? null)
  if (seasonId === null) throw refuse('seasonId', 'is required for a SEASON_AWARD avatar')
  if (pointsThreshold === null) throw refuse('pointsThreshold', 'is required for a SEASON_AWARD avatar')
  if (!(await knex('seasons').where('id', seasonId).first('id'))) throw refuse('seasonId', 'names no season')
  return { seasonId, pointsThreshold }
}

async function assertSlugFree(knex: Knex, slug: string, exceptId?: string) {
  if (RESERVED_SLUGS.includes(slug)) throw refuse('slug', `'${slug}' is reserved`)
  const taken = await knex('avatars')
    .where('slug', slug)
    .modify((q) => (exceptId ? q.whereNot('id', exceptId) : q))
    .first('id')
  if (taken) throw new Conflict(`An avatar already has the slug '${slug}'`, { field: 'slug' })
}

/** `POST /avatars`. */
export async function createAvatar(call: Call<unknown, unknown, AvatarCreate>) {
  const knex = call.app.get('knex')
  const { seasonId, pointsThreshold, ...fields } = call.body
  await assertSlugFree(knex, fields.slug)
  const award = await awardFields(knex, fields.avatarStatus, { seasonId, pointsThreshold })
  await assertFilesExist(knex, { imageFileId: fields.imageFileId })
  const now = new Date()
  const row = await service(call).create({
    description: null,
    imageFileId: null,
    discordOnly: false,
    ...fields,
    ...award,
    id: randomUUID(),
    createdAt: now,
    updatedAt: now
  })
  return toAvatar(row)
}

/** `PATCH /avatars/{slug}`: a new slug follows into the profiles that wear the avatar (the database cascades it). */
export async function updateAvatar(call: Call<{ slug: string }, unknown, AvatarPatch>) {
  const knex = call.app.get('knex')
  const avatar = await findAvatar(knex, call.params.slug)
  const { seasonId, pointsThreshold, ...fields } = call.body
  if (fields.slug !== undefined) await assertSlugFree(knex, fields.slug, avatar.id)
  const award = await awardFields(
    knex,
    fields.avatarStatus ?? avatar.avatarStatus,
    { seasonId, pointsThreshold },
    avatar
  )
  await assertFilesExist(knex, { imageFileId: fields.imageFileId })
  return toAvatar(await service(call).patch(avatar.id, { ...fields, ...award, updatedAt: new Date() }))
}

/**
 * `DELETE /avatars/{slug}` and `DELETE /admin/avatars/{slug}`: its assignments go with it and profiles wearing it lose
 * it (database cascades).
 */
export async function deleteAvatar(call: Call<{ slug: string }>) {
  const avatar = await findAvatar(call.app.get('knex'), call.params.slug)
  return toAvatar(await service(call).remove(avatar.id))
}

export const listAvatarsAsAdmin = (call: Call) => adminList(call, avatarsEntity)

export const getAvatar = async (call: Call<{ slug: string }>) =>
  toAvatar(await findAvatar(call.app.get('knex'), call.params.slug))

export const lookUpAvatar = async (call: Call<{ avatarSlug: string }>) =>
  toAvatar(await findAvatar(call.app.get('knex'), call.params.avatarSlug))
