import { Type, type Static } from '@sinclair/typebox'
import { UserSchema } from './user.ts'

const p = UserSchema.properties

/** What anyone may see of a user. */
export const PublicProfileSchema = Type.Object(
  {
    id: p.id,
    uuid: p.id,
    nickname: p.nickname,
    color: p.color,
    avatarId: p.avatarId,
    firstName: p.firstName,
    lastName: p.lastName,
    pronoun: p.pronoun,
    displayPronouns: p.displayPronouns,
    zodiac: p.zodiac,
    badges: p.badges,
    createdAt: p.createdAt
  },
  { $id: 'PublicProfile', additionalProperties: false }
)
export type PublicProfile = Static<typeof PublicProfileSchema>
