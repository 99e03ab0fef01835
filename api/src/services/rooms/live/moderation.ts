import { randomUUID } from 'node:crypto'
import type { KickUser, RoomRole } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest, Forbidden } from '../../../errors.ts'
import { activeRoomRoles } from '../room-roles/current.ts'
import { moderatorUuidOf, recordModeration } from '../../accounts/moderation/records.ts'
import { findRoom } from '../room-lookup.ts'
import { assertModerator, type Actor } from './permissions.ts'
import { kickGuest } from './guest-kicks.ts'
import { dropUser } from './presence.ts'
import { roomSettings } from './settings.ts'
import { expelUser } from './sockets.ts'
import { isInRoom } from './state.ts'
import { mutateRoom } from './store.ts'

export const KICK_MINUTES = 10

/**
 * Kicks a user out of a live room: a `kicked` role (for a guest, a guest kick) until expirationTime (default 10
 * minutes) keeps them out,
 * `kickedFromRoom` goes to their connections alone, which then leave the room channel; an account's kick is recorded.
 * REST and socket.io share it.
 */
export async function kickUser(app: Application, input: KickUser, actor: Actor) {
  assertModerator(actor)
  const knex = app.get('knex')
  const room = await findRoom(knex, input.roomUuid)
  if (input.userUuid === actor.uuid) throw new BadRequest('You cannot kick yourself')
  const targetRoles = await activeRoomRoles(knex, room.id, input.userUuid).catch((): RoomRole[] => [])
  if (targetRoles.includes('owner')) throw new Forbidden('The room owner cannot be kicked')
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
      } else await kickGuest(m.trx, room.id, input.userUuid, expirationTime)
      if (isInRoom(m.state, input.userUuid)) await dropUser(m, input.userUuid)
      m.direct(input.userUuid, 'kickedFromRoom', {
        roomUuid: room.uuid,
        userUuid: input.userUuid,
        expirationTime: expirationTime.toISOString()
      })
      m.afterCommit(() => expelUser(app, room.uuid, input.userUuid))
    },
    { create: await roomSettings(knex, room) }
  )
  return { roomUuid: room.uuid, userUuid: input.userUuid, expirationTime: expirationTime.toISOString() }
}
