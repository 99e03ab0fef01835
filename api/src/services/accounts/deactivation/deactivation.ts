import { randomUUID } from 'node:crypto'
import type { DeactivationCancel, DeactivationRequestCreate } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { Conflict, NotFound } from '../../../errors.ts'
import { isBanned, usersEntity, usersService, type UserRow } from '../users/entity.ts'
import { deactivationRequestsEntity, deactivationRequestsService, type DeactivationRequestRow } from './entity.ts'
import { existingUser } from '../profiles/public-profiles.ts'
import { closeUserSockets } from '../moderation/sessions.ts'
import { revokeTokensNow } from '../users/revocation.ts'
import { endBotSessions } from '../entry/bots.ts'
import { BOT_OWNER_DEACTIVATED } from '../../../auth/strategies.ts'

const requests = deactivationRequestsService
const external = deactivationRequestsEntity.external

const openRequest = (app: Application, userUuid: string): Promise<DeactivationRequestRow | undefined> =>
  app.get('knex')('deactivation_requests').where({ userUuid, status: 'OPEN' }).first()

const alreadyOpen = () => new Conflict('A deactivation request is already open for this account')

/** Who closed a request: a signed-in account (an API key has no user row to point at). */
const closer = (caller: Caller | null) => (caller?.user ? caller.id : null)

/**
 * The caller asks for their account to be deactivated; one open request at a time.
 */
export async function requestDeactivation({ app, caller, body }: Call<unknown, unknown, DeactivationRequestCreate>) {
  if (await openRequest(app, caller!.id)) throw alreadyOpen()
  try {
    const row = await requests(app).create({
      id: randomUUID(),
      userUuid: caller!.id,
      reason: body.reason?.trim() || null,
      status: 'OPEN'
    })
    return external(row)
  } catch (error) {
    // Two requests racing: the partial unique index lets one through.
    if (error instanceof Conflict) throw alreadyOpen()
    throw error
  }
}

/** Open requests, each with the account's nickname and e-mail. */
export async function listDeactivationRequests(call: Call) {
  const result = await adminList(call, deactivationRequestsEntity, { status: 'OPEN' })
  const rows = Array.isArray(result) ? result : result.data
  const ids = [...new Set(rows.map((r) => r.userUuid as string).filter(Boolean))]
  const users: Pick<UserRow, 'id' | 'nickname' | 'email'>[] = ids.length
    ? await call.app.get('knex')('users').whereIn('id', ids).select('id', 'nickname', 'email')
    : []
  const byId = new Map(users.map((u) => [u.id, u]))
  const listed = rows.map((r) => ({
    ...r,
    nickname: byId.get(r.userUuid as string)?.nickname ?? null,
    email: byId.get(r.userUuid as string)?.email ?? null
  }))
  return Array.isArray(result) ? listed : { ...result, data: listed }
}

/** Deactivates an account (its data is kept), closes its open request and its open sockets, which are told why. */
export async function deactivate({ app, caller, params }: Call<{ id: string }>) {
  const user = await existingUser(app, params.id)
  if (user.status === 'deactivated') return usersEntity.external(user)
  // Reactivation makes an account active again, which must never lift a ban.
  if (isBanned(user)) throw new Conflict('This account is banned; unban it before deactivating it')
  const now = new Date()
  const updated = await usersService(app).patch(user.id, {
    status: 'deactivated',
    ...revokeTokensNow(),
    updatedAt: now
  })
  const open = await openRequest(app, user.id)
  const closing = { status: 'DEACTIVATED' as const, closedAt: now, closedBy: closer(caller) }
  // Without a request of the user's, the closed row still records who deactivated the account and when.
  if (open) await requests(app).patch(open.id, closing)
  else await requests(app).create({ id: randomUUID(), userUuid: user.id, reason: null, ...closing })
  closeUserSockets(app, user.id, 'deactivated', { reason: null, until: null })
  await endBotSessions(app, user.id, 'deactivated', { reason: BOT_OWNER_DEACTIVATED, until: null })
  return usersEntity.external(updated)
}

/**
 * Withdraws an open request, or makes a deactivated account active again (only an admin
 * can reach that one).
 */
export async function reactivate({ app, caller, params }: Call<{ id: string }>) {
  const user = await existingUser(app, params.id)
  const now = new Date()
  const closing = { status: 'REACTIVATED' as const, closedAt: now, closedBy: closer(caller) }
  const open = await openRequest(app, user.id)
  if (!open && user.status !== 'deactivated')
    throw new Conflict('This account is not deactivated and has no open deactivation request')
  if (open) await requests(app).patch(open.id, closing)
  if (user.status !== 'deactivated') return usersEntity.external(user)
  const updated = await usersService(app).patch(user.id, { status: 'active', updatedAt: now })
  // A row of its own, so the record of who deactivated the account stays as it was.
  await requests(app).create({ id: randomUUID(), userUuid: user.id, reason: null, ...closing })
  return usersEntity.external(updated)
}

/** The user's open request, for a moderator deciding whether to cancel it. */
export async function getOpenDeactivationRequest({ app, params }: Call<{ id: string }>) {
  const open = await openRequest(app, params.id)
  return { request: open ? external(open) : null }
}

/** A moderator turns down a user's open request. */
export async function cancelDeactivationRequest({ app, caller, body }: Call<unknown, unknown, DeactivationCancel>) {
  const open = await openRequest(app, body.userUuid)
  if (!open) throw new NotFound('No open deactivation request for this user')
  const row = await requests(app).patch(open.id, {
    status: 'CANCELLED',
    closedAt: new Date(),
    closedBy: closer(caller)
  })
  return external(row)
}
