import type { ModerationTarget } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { NotFound } from '../../../errors.ts'
import { closeUserSockets } from '../moderation/sessions.ts'
import { findUserById, usersService } from '../users/entity.ts'
import { revokeTokensNow } from '../users/revocation.ts'

/** Every token of the account issued until now is refused from now on; its open sockets are told why and closed. */
export async function endSessions(app: Application, userUuid: string, reason: string): Promise<void> {
  // Through the users service, so cached accounts are dropped with the change.
  await usersService(app).patch(userUuid, { ...revokeTokensNow(), updatedAt: new Date() })
  closeUserSockets(app, userUuid, 'signedOut', { reason, until: null })
}

export async function signOutEverywhere({ app, caller }: Call) {
  await endSessions(app, caller!.id, 'Signed out everywhere')
  return { message: 'Signed out everywhere' }
}

export async function signOutUserEverywhere({ app, body }: Call<unknown, unknown, ModerationTarget>) {
  if (!(await findUserById(app.get('knex'), body.userUuid))) throw new NotFound('User not found')
  await endSessions(app, body.userUuid, body.reason ?? 'Signed out by an administrator')
  return { message: 'Signed out everywhere' }
}
