import { isAdmin, type UserProfilePatch } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import { moderatorUuidOf, recordModeration, type ModerationRecord } from './records.ts'
import { usersEntity, type UserRow } from '../users/entity.ts'

/** One record to write: the target and the moderator are filled in by `moderate`. */
export type PlannedRecord = Pick<ModerationRecord, 'actionType' | 'role' | 'details'> & { reason?: string }

/** What a moderation call does to the (locked) target row: the users columns to change and the records to write. */
export interface ModerationPlan {
  changes?: Partial<
    Pick<UserRow, 'status' | 'bannedUntil' | 'tokensValidAfter' | 'roles' | 'badges' | 'capabilities'>
  > &
    UserProfilePatch
  records: PlannedRecord[]
}

/** Higher outranks lower; plain users are 0. */
export const rankOf = (roles: readonly string[]) =>
  roles.includes('superUser')
    ? 4
    : roles.includes('admin')
      ? 3
      : roles.includes('globalModerator')
        ? 2
        : roles.includes('moderator')
          ? 1
          : 0

/**
 * Nobody moderates themselves; only administrators moderate an administrator; other moderators only those they outrank.
 */
export function assertMayModerate(caller: Caller, target: UserRow): void {
  if (target.id === caller.id) throw new Forbidden('You cannot moderate yourself')
  if (isAdmin(caller.roles)) return
  if (isAdmin(target.roles)) throw new Forbidden('Only administrators may moderate an administrator')
  if (rankOf(target.roles) >= rankOf(caller.roles)) throw new Forbidden('You may only moderate users you outrank')
}

const jsonColumns = new Set(['roles', 'badges', 'capabilities', 'songOfTheWeek'])
// node-pg would send a JS array as a PostgreSQL array literal, not as jsonb.
const toColumns = (changes: ModerationPlan['changes'] = {}) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, jsonColumns.has(k) ? JSON.stringify(v) : v]))

/**
 * Applies a moderation plan: the users row change and its records in one transaction, the target row locked
 * while the plan reads it; events go out after the commit. Returns the target as it is now.
 */
export async function moderate(
  call: Call,
  targetId: string,
  plan: (target: UserRow) => ModerationPlan
): Promise<UserRow> {
  const caller = call.caller!
  const { app } = call
  const { user, changed } = await app.get('knex').transaction(async (trx) => {
    const target: UserRow | undefined = await trx('users').where('id', targetId).forUpdate().first()
    if (!target) throw new NotFound('User not found')
    assertMayModerate(caller, target)
    const { changes, records } = plan(target)
    const changed = !!changes && Object.keys(changes).length > 0
    const [user] = changed
      ? await trx('users')
          .where('id', target.id)
          .update({ ...toColumns(changes), updatedAt: new Date() })
          .returning('*')
      : [target]
    await recordModeration(
      app,
      trx,
      records.map((r) => ({ ...r, targetUserUuid: target.id, moderatorUuid: moderatorUuidOf(caller) }))
    )
    return { user: user as UserRow, changed }
  })
  // The users event also drops the user from the token cache.
  if (changed) emitEntityEvent(app, usersEntity, 'patched', user)
  return user
}
