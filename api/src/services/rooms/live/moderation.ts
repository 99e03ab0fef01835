import { randomUUID } from 'node:crypto'
import type { KickedFromRoom, KickUser, RoomRole } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest, Forbidden } from '../../../errors.ts'
import { activeRoomRoles } from '../room-roles/current.ts'
import { assertMayActOn } from '../room-roles/rules.ts'
import { moderatorUuidOf, recordModeration } from '../../accounts/moderation/records.ts'
import { findRoom } from '../room-lookup.ts'
import { assertModerator, type Actor } from './permissions.ts'
import { guestAddresses, kickGuest } from './guest-kicks.ts'
import { dropUser } from './presence.ts'
import { postRoomNotice } from './room-notices.ts'
import { roomSettings } from './settings.ts'
import { expelUser } from './sockets.ts'
import { isInRoom, nicknameIn } from './state.ts'
import { mutateRoom, type Mutation } from './store.ts'

export const KICK_MINUTES = 10

/** Puts a user out of the live room: their place goes, `kickedFromRoom` reaches them alone, their sockets leave. */
export async function expel(m: Mutation, notice: Omit<KickedFromRoom, 'roomUuid'>): Promise<void> {
  const { userUuid } = notice
  if (isInRoom(m.state, userUuid)) {
    const userName = nicknameIn(m.state, userUuid)
    await dropUser(m, userUuid)
    await postRoomNotice(m, { kind: notice.role === 'banned' ? 'userBanned' : 'userKicked', userUuid, userName })
  }
  m.direct(userUuid, 'kickedFromRoom', { roomUuid: m.roomUuid, ...notice })
  m.afterCommit(() => expelUser(m.app, m.roomUuid, userUuid))
}

/** A `banned` or `kicked` role granted elsewhere (REST, console) expels its holder from the live room they are in. */
export async function expelRestricted(
  app: Application,
  role: { roomId: number; userUuid: string; role: RoomRole; expirationTime: string | null }
): Promise<void> {
  if (role.role !== 'banned' && role.role !== 'kicked') return
  if (role.expirationTime && new Date(role.expirationTime).getTime() <= Date.now()) return
  await mutateRoom(
    app,
    role.roomId,
    async (m) => {
      if (!isInRoom(m.state, role.userUuid)) return
      await expel(m, {
        userUuid: role.userUuid,
        role: role.role === 'banned' ? 'banned' : 'kicked',
        ...(role.expirationTime ? { expirationTime: new Date(role.expirationTime).toISOString() } : {})
      })
    },
    { onlyLive: true }
  )
}

/**
 * Kicks a user out of a live room: a `kicked` role (for a guest, a guest kick, also tied to their addresses) until
 * expirationTime (default 10 minutes) keeps them out; see `expel`. An account's kick is recorded. REST and socket.io
 * share it.
 */
export async function kickUser(app: Application, input: KickUser, actor: Actor) {
  assertModerator(actor)
  const knex = app.get('knex')
  const room = await findRoom(knex, input.roomUuid)
  if (input.userUuid === actor.uuid) throw new BadRequest('You cannot kick yourself')
  const targetRoles = await activeRoomRoles(knex, room.id, input.userUuid).catch((): RoomRole[] => [])
  if (targetRoles.includes('owner')) throw new Forbidden('The room owner cannot be kicked')
  await assertMayActOn(knex, room.id, actor.caller, actor.roles, input.userUuid)
  const expirationTime = new Date(input.expirationTime ?? Date.now() + KICK_MINUTES * 60_000)
  if (expirationTime.getTime() <= Date.now())
    throw new BadRequest("Invalid body: 'expirationTime' must be in the future")
  const hasAccount = !!(await knex('users')
    .where({ id: input.userUuid })
    .first('id')
    .catch(() => undefined))
  await mutateRoom(
    app,
    room.id,
    async (m) => {
      if (hasAccount) {
        await m
          .trx('room_user_roles')
          .insert({
            id: randomUUID(),
            roomId: room.id,
            userUuid: input.userUuid,
            role: 'kicked',
            expirationTime,
            createdAt: new Date(m.now),
            updatedAt: new Date(m.now)
          })
          .onConflict(['roomId', 'userUuid', 'role'])
          .merge(['expirationTime', 'updatedAt'])
        await recordModeration(app, m.trx, [
          {
            actionType: 'kickUser',
            targetUserUuid: input.userUuid,
            moderatorUuid: moderatorUuidOf(actor.caller),
            roomUuid: room.uuid,
            reason: input.reason,
            details: { expirationTime: expirationTime.toISOString() }
          }
        ])
        m.state.settings = await roomSettings(m.trx, room)
        m.stateful('updatedRoomSettings')
      } else await kickGuest(m.trx, room.id, input.userUuid, expirationTime, guestAddresses(m.engine, input.userUuid))
      await expel(m, { userUuid: input.userUuid, role: 'kicked', expirationTime: expirationTime.toISOString() })
    },
    { create: await roomSettings(knex, room) }
  )
  return { roomUuid: room.uuid, userUuid: input.userUuid, expirationTime: expirationTime.toISOString() }
}
