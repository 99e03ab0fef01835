import type { Friendship } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { friendExternal, friendRows, type FriendRow } from './friends.ts'
import { invitationExternal, pendingBetween } from './invitations.ts'

/** Between the caller and another user: the caller's side of their friendship, and an invitation pending either way. */
export async function friendship(call: Call<{ id: string }>): Promise<Friendship> {
  const knex = call.app.get('knex')
  const friend: FriendRow | undefined = await friendRows(knex)
    .where({ 'fr.userUuid': call.caller!.id, 'fr.friendUuid': call.params.id })
    .first()
  const pending = await pendingBetween(knex, call.caller!.id, call.params.id)
  return {
    isFriend: !!friend,
    friend: friend ? friendExternal(friend) : null,
    invitation: pending ? invitationExternal(pending) : null
  }
}
