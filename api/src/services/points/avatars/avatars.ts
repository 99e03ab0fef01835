import type { Knex } from 'knex'
import type { AvatarCreate, AvatarPatch } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, Conflict } from '../../../errors.ts'
import { assertFilesExist } from '../../../lib/stored-files.ts'
import type { AvatarRow } from './entity.ts'

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

/** The fields of a new avatar, once its slug, award fields and image pass. */
export async function newAvatar({ app, body }: Call<unknown, unknown, AvatarCreate>): Promise<Partial<AvatarRow>> {
  const knex = app.get('knex')
  const { seasonId, pointsThreshold, ...fields } = body
  await assertSlugFree(knex, fields.slug)
  const award = await awardFields(knex, fields.avatarStatus, { seasonId, pointsThreshold })
  await assertFilesExist(knex, { imageFileId: fields.imageFileId })
  return { description: null, imageFileId: null, discordOnly: false, ...fields, ...award }
}

/** The changes to an avatar; a new slug follows into the profiles that wear it (the database cascades it). */
export async function avatarChanges(
  { app, body }: Call<unknown, unknown, AvatarPatch>,
  avatar: AvatarRow
): Promise<Partial<AvatarRow>> {
  const knex = app.get('knex')
  const { seasonId, pointsThreshold, ...fields } = body
  if (fields.slug !== undefined) await assertSlugFree(knex, fields.slug, avatar.id)
  const award = await awardFields(
    knex,
    fields.avatarStatus ?? avatar.avatarStatus,
    { seasonId, pointsThreshold },
    avatar
  )
  await assertFilesExist(knex, { imageFileId: fields.imageFileId })
  return { ...fields, ...award }
}
