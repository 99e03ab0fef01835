import { randomUUID } from 'node:crypto'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { conversationId } from '../services/social/conversations/conversation-rows.ts'
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

/** Conversations: sender, recipient, text; the last one of each pair is unread by its recipient. */
const conversations: [string, string, string][] = [
  ['ben', 'ana', 'Are you coming to the festival stage tonight?'],
  ['ana', 'ben', 'Yes! Save me a seat on the floor.'],
  ['ben', 'ana', 'Deal. djkai plays at nine.'],
  ['djkai', 'ana', 'Thanks for following! New set on Friday, come say hi.']
]

/** Writes the demo conversations a minute apart, ending a minute ago. */
async function seedConversations(app: Application, id: (nickname: string) => string) {
  const knex = app.get('knex')
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)
  const messages = conversations.map(([from, to, message], i) => ({
    id: randomUUID(),
    conversationId: conversationId(id(from), id(to)),
    senderUuid: id(from),
    recipientUuid: id(to),
    message,
    createdAt: minutesAgo(conversations.length - i)
  }))
  await knex('direct_messages').insert(messages)
  const last = new Map(messages.map((m) => [m.conversationId, m]))
  // Each member has read up to the last message they wrote themselves.
  const readAt = (conversation: string, member: string) =>
    messages.filter((m) => m.conversationId === conversation && m.senderUuid === member).at(-1)?.createdAt ?? null
  const sides = [...last.values()].flatMap((m) =>
    [
      [m.senderUuid, m.recipientUuid],
      [m.recipientUuid, m.senderUuid]
    ].map(([userUuid, otherUuid]) => ({
      id: m.conversationId,
      userUuid,
      otherUuid,
      lastMessageAt: m.createdAt,
      lastMessageId: m.id,
      readAt: readAt(m.conversationId, userUuid!)
    }))
  )
  await knex('conversations').insert(sides)
}

/** A few friendships, a pending invitation (cleo → djkai), fans for the demo DJs and a few conversations. */
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
  await seedConversations(app, id)
}
