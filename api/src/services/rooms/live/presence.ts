import type { RealTimeConnection } from '@feathersjs/feathers'
import { type JoinRoom, type JoinRoomResult, type LiveRoomState, type StatefulMessage } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import { joinChannel, roomChannel, userChannel } from '../../../channels.ts'
import { BadRequest, Conflict, Forbidden } from '../../../errors.ts'
import { sharedCopy } from '../../../lib/shared-json.ts'
import { toPublicProfile } from '../../accounts/profiles/public-profiles.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import { entriesAdded } from './diff.ts'
import { connectionRecord } from './liveness.ts'
import { unseatDj } from './dj-engine.ts'
import { eventName, sequencerOf } from './messages.ts'
import { actorIn, assertMayEnter, type Actor } from './permissions.ts'
import { roomSettings } from './settings.ts'
import {
  enterRoom,
  exitRoom,
  hasSocket,
  heldConnections,
  ioOf,
  isConnected,
  liveConnection,
  liveTransportsOf
} from './sockets.ts'
import { addUser, isDj, isInRoom, removeUser, withoutUserData } from './state.ts'
import { readRoomState } from './storage.ts'
import type { Mutation } from './store.ts'
import { changePresence } from './presence-batch.ts'
import { assertPasswords } from './room-passwords.ts'
import { joinGateOf } from './join-gate.ts'
import { sharedReads } from '../../../lib/shared-reads.ts'

/** The room and its settings, read once for the joins to the same room in flight together (a crowd coming back). */
const joiningRoom = sharedReads(findRoom, (key) => String(key))
const joiningSettings = sharedReads(roomSettings, (room) => `${room.id}:${room.updatedAt.valueOf()}`)

const profileOf = (caller: Caller) =>
  caller.user ? toPublicProfile(caller.user) : { uuid: caller.id, nickname: caller.guest?.nickname ?? 'Guest' }

/** The joiners of one change of a room: they share its answer, and their user data goes out once for all of them. */
interface Joiners {
  sockets: string[]
  answer?: LiveRoomState
}

const joinersByChange = new WeakMap<Mutation, Joiners>()

/**
 * Counts a connection among the change's joiners. After the commit they get one `updatedUserData`, the patch that
 * fills allUserData of the state they are answered without, and one copy of that state, serialised once for all (the
 * room's state changes in place with its next change, before the answers are sent).
 */
function joinerOf(m: Mutation, socketId: string): Joiners {
  let joiners = joinersByChange.get(m)
  if (!joiners) {
    const created: Joiners = { sockets: [] }
    joinersByChange.set(m, created)
    m.afterCommit((seq) => {
      created.answer = sharedCopy(withoutUserData(m.state))
      const message: StatefulMessage = {
        roomUuid: m.roomUuid,
        seq,
        name: 'updatedUserData',
        statePatch: entriesAdded('/allUserData', m.state.allUserData),
        sentAt: Date.now()
      }
      ioOf(m.app).local.to(created.sockets).emit(eventName('stateful'), message)
      for (const transport of liveTransportsOf(m.app)) transport.sendTo(created.sockets, message)
    })
    joiners = created
  }
  joiners.sockets.push(socketId)
  return joiners
}

/** Takes a user out of the room: their seat (and the song they play) after `before`, then their place. */
async function takeOut(m: Mutation, uuid: string, before: () => void): Promise<void> {
  if (isDj(m.state, uuid)) {
    before()
    await unseatDj(m, uuid)
  }
  removeUser(m.state, m.engine, uuid)
}

/** A user leaves the room for good: their seat (and the song they play), then their place (`userLeft`). */
export async function dropUser(m: Mutation, uuid: string): Promise<void> {
  await takeOut(m, uuid, () => undefined)
  m.stateful('userLeft')
}

export const NO_LONGER_IN_ROOM = 'You are no longer in this room: join it again'

/**
 * joinRoom: checks entry, joins the connection to the room, adds the user with the other joins and leaves of its
 * window (`userJoined`), answers the state; `updatedUserData` follows to the window's joiners alone. An observing
 * moderator gets the same without being added. `resume`: a transport takes a reconnected connection back into a room
 * its user is still in, without its passwords. Each waits its turn at the process's join gate.
 */
export async function joinRoom(
  app: Application,
  input: JoinRoom,
  caller: Caller,
  connection: RealTimeConnection | undefined,
  address: string | undefined,
  resume = false
): Promise<JoinRoomResult> {
  if (!connection || !hasSocket(connection))
    throw new BadRequest('joinRoom needs a live connection: socket.io, or Primus at /primus')
  // Keyed by room: a crowd coming back to its rooms goes in room by room, its joins sharing the room's changes.
  return joinGateOf(app).run(() => admit(app, input, caller, connection, address, resume), input.roomUuid)
}

async function admit(
  app: Application,
  input: JoinRoom,
  caller: Caller,
  connection: RealTimeConnection,
  address: string | undefined,
  resume: boolean
): Promise<JoinRoomResult> {
  // Gone while it waited: joined now, it would leave a connection record keeping its user in the room.
  if (!isConnected(connection)) throw new BadRequest('The connection closed before its join came up')
  const knex = app.get('knex')
  const room = await joiningRoom(knex, input.roomUuid)
  const actor = await actorIn(knex, room, caller, address)
  assertMayEnter(actor)
  if (input.observe && !actor.isModerator) throw new Forbidden('Only moderators of this room may watch it unseen')
  // A resumed connection comes back only while its user is still in the room: they passed its passwords already.
  if (!resume) await assertPasswords(room, actor, input)
  const settings = await joiningSettings(knex, room)
  const wasIn = liveConnection(connection)?.rooms.has(room.uuid) ?? false
  // Joined before the change, so no message after it is missed: the client drops those its state already includes.
  const entry = enterRoom(app, connection, room.uuid, room.id, caller.id)
  try {
    const { value, seq } = await changePresence(app, room.id, {
      create: settings,
      apply: (m, flush) => {
        if (JSON.stringify(m.state.settings) !== JSON.stringify(settings)) {
          flush()
          m.state.settings = settings
          m.stateful('updatedRoomSettings')
        }
        const first = m.state.allUsers.length === 0
        if (resume && !isInRoom(m.state, actor.uuid)) throw new Conflict(NO_LONGER_IN_ROOM)
        if (input.observe) {
          entry.observing.add(room.uuid)
          return { change: 'none', value: { first, joiners: joinerOf(m, entry.socket.id) } }
        }
        const isNew = !isInRoom(m.state, actor.uuid)
        if (isNew && m.state.allUsers.length >= settings.roomSize && !actor.isModerator)
          throw new Forbidden('Room is full')
        entry.observing.delete(room.uuid)
        entry.address = address
        addUser(m.state, actor.live, profileOf(caller))
        const others = (m.engine.connections[actor.uuid] ?? []).filter((c) => c.socket !== entry.socket.id)
        m.engine.connections[actor.uuid] = [...others, connectionRecord(app, entry)]
        delete m.engine.goneSince[actor.uuid]
        return { change: isNew ? 'joined' : 'profile', value: { first, joiners: joinerOf(m, entry.socket.id) } }
      }
    })
    sequencerOf(app)?.startAt(room.uuid, seq)
    // The shared state last: its answer's frame ends with the state's bytes, made once for the window's joiners.
    return {
      roomUuid: room.uuid,
      allowedRooms: [...entry.rooms.keys()],
      didCreate: value.first,
      seq,
      serverTime: Date.now(),
      state: value.joiners.answer!
    }
  } catch (error) {
    if (!wasIn) exitRoom(app, connection, room.uuid)
    throw error
  }
}

/** Forgets one connection of a user; with none left the user leaves now (`now`) or after the grace period. */
async function releaseConnection(
  app: Application,
  roomId: number,
  userUuid: string,
  socketId: string,
  now: boolean
): Promise<void> {
  await changePresence(app, roomId, {
    apply: async (m, flush) => {
      if (!isInRoom(m.state, userUuid)) return { change: 'none', value: undefined }
      const left = (m.engine.connections[userUuid] ?? []).filter((c) => c.socket !== socketId)
      m.engine.connections[userUuid] = left
      if (left.length) return { change: 'none', value: undefined }
      if (!now) {
        m.engine.goneSince[userUuid] = m.now
        return { change: 'none', value: undefined }
      }
      await takeOut(m, userUuid, flush)
      return { change: 'left', value: undefined }
    }
  })
}

/** leaveRoom: this connection leaves; the user leaves the room when it was their last one (`userLeft`). */
export async function leaveRoom(
  app: Application,
  roomUuid: string,
  connection: RealTimeConnection | undefined
): Promise<{ roomUuid: string }> {
  const entry = liveConnection(connection)
  const roomId = entry?.rooms.get(roomUuid)
  if (!entry || roomId === undefined) throw new BadRequest('This connection is not in that room')
  exitRoom(app, connection!, roomUuid)
  await releaseConnection(app, roomId, entry.userUuid, entry.socket.id, true)
  return { roomUuid }
}

/** A dropped connection: its users keep their place (and DJ seat) for the grace period. */
export async function connectionDropped(app: Application, connection: RealTimeConnection): Promise<void> {
  const entry = liveConnection(connection)
  if (!entry) return
  heldConnections(app).delete(entry)
  for (const roomId of entry.rooms.values())
    await releaseConnection(app, roomId, entry.userUuid, entry.socket.id, false)
  entry.rooms.clear()
}

/**
 * A connection that logs out or signs in as someone else leaves every room (and the direct messages) of its previous
 * identity at once; signing in again as the same one keeps its rooms, whose channels the login took it out of.
 */
export async function identityChanged(
  app: Application,
  connection: RealTimeConnection,
  identity: string | undefined
): Promise<void> {
  const entry = liveConnection(connection)
  if (!entry) return
  const rooms = [...entry.rooms]
  if (entry.userUuid === identity)
    return rooms.forEach(([roomUuid]) => joinChannel(app, roomChannel(roomUuid), connection))
  for (const [roomUuid] of rooms) exitRoom(app, connection, roomUuid)
  entry.socket.leave(userChannel(entry.userUuid))
  for (const [, roomId] of rooms) await releaseConnection(app, roomId, entry.userUuid, entry.socket.id, true)
}

/** A password room's chat is for those in the room, its managers, or whoever gives the password (as to join). */
export async function assertMayReadChat(
  app: Application,
  room: RoomRow,
  actor: Actor,
  input: Pick<JoinRoom, 'password' | 'guestPassword'>
): Promise<void> {
  if (!room.passwordHash && !(actor.caller.type === 'guest' && room.guestPasswordHash)) return
  const live = await readRoomState(app.get('knex'), room.id)
  if (live && isInRoom(live.state, actor.uuid)) return
  await assertPasswords(room, actor, input)
}

/**
 * Users whose grace period has passed leave the room together, in one `userLeft` (a crowd cut off at once leaves at
 * once), after their DJ seats: the DJ playing is unseated last, so the song after theirs is one of a DJ who stays, not
 * one started for a DJ leaving with them.
 */
export async function sweepDepartures(m: Mutation, graceMs: number): Promise<void> {
  const due = Object.keys(m.engine.goneSince).filter((uuid) => m.engine.goneSince[uuid] + graceMs <= m.now)
  if (!due.length) return
  const playing = m.state.nowPlaying ? m.state.djs[0]?.uuid : undefined
  const seated = due.filter((uuid) => isDj(m.state, uuid)).sort((a, b) => Number(a === playing) - Number(b === playing))
  for (const uuid of seated) await unseatDj(m, uuid)
  for (const uuid of due) removeUser(m.state, m.engine, uuid)
  m.stateful('userLeft')
}
