import { randomUUID } from 'node:crypto'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { demoDjs } from './djs/roster.ts'

const friendships = [
  ['ana', 'ben'],
  ['ana', 'cleo'],
  ['ben', 'djkai']
]
/** Who follows whom: the demo DJ bots have fans from the first start, and so has djkai. */
const fans: Record<string, string[]> = {
  [demoDjs[0]!.nickname]: ['ana', 'ben', 'cleo', 'djkai'],
  [demoDjs[1]!.nickname]: ['ana', 'cleo'],
  djkai: ['ana', 'ben']
}

/** A few friendships, a pending invitation (cleo → djkai) and fans for the demo DJs. */
export async function seedSocial(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const named = await knex('users').whereIn('nickname', [...users.map((u) => u.nickname), ...Object.keys(fans)])
  const id = (nickname: string) => named.find((u: { nickname: string }) => u.nickname === nickname)!.id as string
  const accepted = friendships.map(([a, b]) => ({
    id: randomUUID(),
    senderUuid: id(a!),
    recipientUuid: id(b!),
    status: 'accepted'
  }))
  await knex('friend_invitations').insert([
    ...accepted,
    { id: randomUUID(), senderUuid: id('cleo'), recipientUuid: id('djkai'), status: 'pending', message: 'Great set!' }
  ])
  await knex('friends').insert(
    accepted.flatMap((i) => [
      { id: randomUUID(), userUuid: i.senderUuid, friendUuid: i.recipientUuid, invitationId: i.id },
      { id: randomUUID(), userUuid: i.recipientUuid, friendUuid: i.senderUuid, invitationId: i.id }
    ])
  )
  await knex('dj_fans').insert(
    Object.entries(fans).flatMap(([dj, followers]) =>
      followers.map((fan) => ({ id: randomUUID(), djUuid: id(dj), fanUuid: id(fan) }))
    )
  )
}
