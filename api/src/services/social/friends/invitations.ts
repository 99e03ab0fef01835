import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { FriendInvitation, FriendInvitationCreate, HandleFriend, InvitationListQueryType } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { blockedBy, hasBlocked } from '../blocks/blocks.ts'
import { assertUser, isUniqueViolation, offsetPage, withUser } from '../records.ts'
import { friendInvitationsEntity, friendsEntity } from './entity.ts'
import { areFriends, friendRows } from './friends.ts'

type Row = Record<string, unknown> & { id: string; senderUuid: string; recipientUuid: string; status: string }

export const invitationExternal = (row: Row) => friendInvitationsEntity.external(row) as FriendInvitation
const notFound = () => new NotFound('Invitation not found')
const pendingConflict = () => new Conflict('An invitation between you is already pending')

export const invitations = (knex: Knex) =>
  withUser(
    withUser(knex('friend_invitations as i').select('i.*'), 'i.senderUuid', 'sender'),
    'i.recipientUuid',
    'recipient'
  )
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id')

const findInvitation = (knex: Knex, id: string): Promise<Row | undefined> => invitations(knex).where('i.id', id).first()

/** The pending invitation between two users, whichever of them sent it. */
export const pendingBetween = (knex: Knex, a: string, b: string): Promise<Row | undefined> =>
  invitations(knex)
    .where('i.status', 'pending')
    .where((q) =>
      q.where({ 'i.senderUuid': a, 'i.recipientUuid': b }).orWhere({ 'i.senderUuid': b, 'i.recipientUuid': a })
    )
    .first()

/**
 * Writes a pending invitation after the checks every invitation passes: 400 to oneself, 404 to no one, 403 from a
 * user the recipient blocked, 409 between friends, with an invitation pending either way, or to a user one blocked.
 */
export async function sendInvitation(app: Application, senderUuid: string, recipientUuid: string, message?: string) {
  const knex = app.get('knex')
  if (senderUuid === recipientUuid)
    throw new BadRequest("You cannot invite yourself ('recipientUuid')", {
      errors: [{ field: 'recipientUuid', message: 'is you' }]
    })
  await assertUser(knex, recipientUuid)
  if (await hasBlocked(knex, recipientUuid, senderUuid))
    throw new Forbidden('This user does not accept your invitations')
  if (await hasBlocked(knex, senderUuid, recipientUuid)) throw new Conflict('You blocked this user: unblock them first')
  if (await areFriends(knex, senderUuid, recipientUuid)) throw new Conflict('You are already friends')
  const id = randomUUID()
  try {
    await knex('friend_invitations').insert({ id, senderUuid, recipientUuid, message: message ?? null })
  } catch (error) {
    // The partial unique index: one pending invitation between two users, whoever sent it, even when two race.
    if (isUniqueViolation(error)) throw pendingConflict()
    throw error
  }
  const row = (await findInvitation(knex, id))!
  emitEntityEvent(app, friendInvitationsEntity, 'created', row)
  return invitationExternal(row)
}

export const invite = (call: Call<unknown, unknown, FriendInvitationCreate>) =>
  sendInvitation(call.app, call.caller!.id, call.body.recipientUuid, call.body.message)

/** An invitation status sent as `invitationStatus` (seed 001's name) or `status`: both given, they must agree. */
function statusOf<T extends string>(where: 'body' | 'query', input: { invitationStatus?: T; status?: T }) {
  const { invitationStatus, status } = input
  if (invitationStatus !== undefined && status !== undefined && invitationStatus !== status)
    throw new BadRequest(`Invalid ${where}: 'invitationStatus' and 'status' differ`, {
      errors: [{ field: 'invitationStatus', message: 'differs from status' }]
    })
  return invitationStatus ?? status
}

/** Pending unless the status says otherwise; incoming invitations from users `reader` blocked are left out. */
function listOf(call: Call<unknown, InvitationListQueryType>, reader: string, where: (q: Knex.QueryBuilder) => void) {
  const knex = call.app.get('knex')
  const query = invitations(knex)
    .where('i.status', statusOf('query', call.query) ?? 'pending')
    .where(where)
    .where((q) => q.where('i.senderUuid', reader).orWhereNotIn('i.senderUuid', blockedBy(knex, reader)))
  return offsetPage(query, call.query, invitationExternal)
}

export const invitationsForMe = (call: Call<unknown, InvitationListQueryType>) =>
  listOf(call, call.caller!.id, (q) => q.where('i.recipientUuid', call.caller!.id))
export const invitationsFromMe = (call: Call<unknown, InvitationListQueryType>) =>
  listOf(call, call.caller!.id, (q) => q.where('i.senderUuid', call.caller!.id))
export const userInvitations = (call: Call<{ id: string }, InvitationListQueryType>) =>
  listOf(call, call.params.id, (q) =>
    q.where('i.senderUuid', call.params.id).orWhere('i.recipientUuid', call.params.id)
  )

export const userOwner = (call: Call<{ id: string }>) => call.params.id
export const senderOf = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('friend_invitations').where('id', call.params.id).first('senderUuid'))?.senderUuid as
    string | undefined

export async function withdraw(call: Call<{ id: string }>): Promise<FriendInvitation> {
  const knex = call.app.get('knex')
  const row = await findInvitation(knex, call.params.id)
  if (!row) throw notFound()
  const deleted = await knex('friend_invitations').where({ id: row.id, status: 'pending' }).delete().returning('id')
  if (!deleted.length) throw new Conflict('Only a pending invitation can be withdrawn')
  emitEntityEvent(call.app, friendInvitationsEntity, 'removed', row)
  return invitationExternal(row)
}

/** The recipient answers a pending invitation once; accepting writes both friendship sides in one transaction. */
export async function handleFriend(call: Call<unknown, unknown, HandleFriend>): Promise<FriendInvitation> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const { invitationId } = call.body
  const status = statusOf('body', call.body)!
  const done = await knex.transaction(async (trx) => {
    const updated = await trx('friend_invitations')
      .where({ id: invitationId, status: 'pending', recipientUuid: me })
      .update({ status, updatedAt: new Date() })
      .returning('*')
    if (!updated.length) return null
    if (status !== 'accepted') return { friends: [] as string[] }
    const { senderUuid } = updated[0] as Row
    const sides = [
      { id: randomUUID(), userUuid: me, friendUuid: senderUuid, invitationId },
      { id: randomUUID(), userUuid: senderUuid, friendUuid: me, invitationId }
    ]
    const inserted: { id: string }[] = await trx('friends')
      .insert(sides)
      .onConflict(['userUuid', 'friendUuid'])
      .ignore()
      .returning('id')
    return { friends: inserted.map((r) => r.id) }
  })
  const row = await findInvitation(knex, invitationId)
  if (!row) throw notFound()
  if (!done) {
    if (row.recipientUuid !== me) throw new Forbidden('Only the invited user may answer an invitation')
    throw new Conflict('This invitation was already answered')
  }
  emitEntityEvent(call.app, friendInvitationsEntity, 'patched', row)
  if (done.friends.length)
    for (const friend of await friendRows(knex).whereIn('fr.id', done.friends))
      emitEntityEvent(call.app, friendsEntity, 'created', friend)
  return invitationExternal(row)
}
