import type { Knex } from 'knex'
import type { UserProfilePatch } from '@spinroom/schemas'
import { reactions } from '../../../lib/extension-points.ts'

/**
 * What other domains check of a profile change before it is written, whoever makes it (the user or a moderator): the
 * points domain's avatars (may the user use this one). A check refuses by throwing.
 */
export const profileChecks = reactions<[knex: Knex, userUuid: string, change: Pick<UserProfilePatch, 'avatarId'>]>()
