import type { ChatScope, RoomChatSync, RoomChatGroup, RoomRole } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { expectOk } from '../../../providers/http.ts'
import { Forbidden } from '../../../errors.ts'
import { cometChat } from '../../accounts/provider-tokens/chat-tokens.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { activeRoomRoles, currentRoomRoles } from './current.ts'
import { assertMayManageRoom } from './rules.ts'

const PROVIDER = 'The chat provider (CometChat)'

/** A member's scope in the room's chat group, from their room roles. */
export function chatScope(roles: readonly RoomRole[]): ChatScope {
  if (roles.includes('owner') || roles.includes('coOwner')) return 'admin'
  if (roles.includes('moderator')) return 'moderator'
  return 'participant'
}

const guidOf = (room: RoomRow) => `room-${room.uuid}`

/**
 * The room's chat group, created at the provider when missing, with these members added (or re-scoped) and these
 * banned.
 */
async function putMembers(
  chat: ReturnType<typeof cometChat>,
  room: RoomRow,
  members: { uid: string; name: string; scope: ChatScope }[],
  banned: { uid: string; name: string }[]
): Promise<RoomChatGroup> {
  const guid = guidOf(room)
  const group = await chat.call<{ error?: { code?: string } }>('POST', '/groups', {
    guid,
    name: room.name,
    type: 'public'
  })
  if (!(group.status === 400 && group.body?.error?.code === 'ERR_GUID_ALREADY_EXISTS'))
    expectOk(PROVIDER, 'create the room chat group', group)
  for (const user of [...members, ...banned]) await chat.createUser({ uid: user.uid, name: user.name })
  const of = (scope: ChatScope) => members.filter((m) => m.scope === scope).map((m) => m.uid)
  const body = {
    admins: of('admin'),
    moderators: of('moderator'),
    participants: of('participant'),
    usersToBan: banned.map((b) => b.uid)
  }
  if (members.length || banned.length)
    expectOk(
      PROVIDER,
      'add members to the room chat group',
      await chat.call('POST', `/groups/${encodeURIComponent(guid)}/members`, body)
    )
  return { guid, members: members.map(({ uid, scope }) => ({ uid, scope })), banned: banned.map((b) => b.uid) }
}

/**
 * Puts the room's role holders (or the given users) in its chat group with
 * the scope of their roles.
 */
export async function syncRoomChat({ app, params, body, caller }: Call<{ id: string }, unknown, RoomChatSync>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.id)
  assertMayManageRoom(caller!, await activeRoomRoles(knex, room.id, caller!.id))
  const chat = cometChat(app)
  const rows: { userUuid: string; role: RoomRole; nickname: string }[] = await currentRoomRoles(knex, room.id)
    .join('users', 'users.id', 'room_user_roles.userUuid')
    .modify((q) => (body.userUuids ? q.whereIn('userUuid', body.userUuids) : q))
    .select('userUuid', 'role', 'users.nickname')
  const byUser = new Map<string, { name: string; roles: RoomRole[] }>()
  for (const r of rows)
    byUser.set(r.userUuid, { name: r.nickname, roles: [...(byUser.get(r.userUuid)?.roles ?? []), r.role] })
  const users = [...byUser].map(([uid, u]) => ({ uid, name: u.name, roles: u.roles }))
  const banned = users.filter((u) => u.roles.includes('banned'))
  const members = users
    .filter((u) => !u.roles.includes('banned'))
    .map((u) => ({ uid: u.uid, name: u.name, scope: chatScope(u.roles) }))
  return putMembers(chat, room, members, banned)
}

/**
 * The caller joins the room's chat group with the scope of their roles;
 * banned users may not.
 */
export async function joinRoomChat({ app, params, caller }: Call<{ id: string }>) {
  const knex = app.get('knex')
  const chat = cometChat(app)
  const room = await findRoom(knex, params.id)
  const roles = await activeRoomRoles(knex, room.id, caller!.id)
  if (roles.includes('banned')) throw new Forbidden('You are banned from this room')
  const name = caller!.user?.nickname ?? caller!.guest?.nickname ?? caller!.apiKey?.name ?? 'Listener'
  return putMembers(chat, room, [{ uid: caller!.id, name, scope: chatScope(roles) }], [])
}
