import { auditRoutes, isAdmin, type UserActions } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import type { CallOf } from '../../../lib/domain.ts'
import { NotAuthenticated, NotFound } from '../../../errors.ts'
import { moderationActionsEntity } from '../../accounts/moderation/entity.ts'
import { rankOf } from '../../accounts/moderation/moderation.ts'
import type { UserRow } from '../../accounts/users/entity.ts'
import { auditEventsEntity } from '../info/entity.ts'

const route = auditRoutes.routes.listUserActions
const DEFAULT_LIMIT = 50

/** Administrators see everyone; other moderators themselves and the users they outrank. */
const maySee = (caller: Caller, target: UserRow) =>
  isAdmin(caller.roles) ||
  caller.id === target.id ||
  (!isAdmin(target.roles) && rankOf(caller.roles) > rankOf(target.roles))

/** A user's latest audit events and the moderation records about them and by them, newest first. */
export async function listUserActions(call: CallOf<typeof route>): Promise<UserActions> {
  const knex = call.app.get('knex')
  const limit = call.query.limit ?? DEFAULT_LIMIT
  const target: UserRow | undefined = await knex('users').where('id', call.params.id).first()
  if (!target) throw new NotFound(route.errors[404])
  if (!maySee(call.caller!, target)) throw new NotAuthenticated(route.errors[401])
  const newest = (table: string, column: string) =>
    knex(table)
      .where(column, target.id)
      .orderBy([{ column: 'createdAt', order: 'desc' }, 'id'])
      .limit(limit)
  const [events, about, by] = await Promise.all([
    newest('audit_events', 'userUuid'),
    newest('moderation_actions', 'targetUserUuid'),
    newest('moderation_actions', 'moderatorUuid')
  ])
  return {
    user: { id: target.id, nickname: target.nickname ?? null },
    events: events.map(auditEventsEntity.external),
    moderationActions: about.map(moderationActionsEntity.external),
    performedActions: by.map(moderationActionsEntity.external)
  }
}
