import type { KickUser, RoomEntryPasswords, RoomJoinConfig, SkipSongBody } from '@spinroom/schemas'
import { socketPath } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { Conflict } from '../../../errors.ts'
import { findRoom } from '../room-lookup.ts'
import { assertMaySeeInside, givenPasswords } from '../rooms/visibility.ts'
import { clearChat } from './chat.ts'
import { NOTHING_PLAYING, skipSong } from './dj-engine.ts'
import { kickUser } from './moderation.ts'
import { actorIn, assertMayEnter, roomAndActor } from './permissions.ts'
import { roomSettings } from './settings.ts'
import { emptyState } from './state.ts'
import { readRoomState } from './storage.ts'
import { mutateRoom } from './store.ts'

type ById = Call<{ id: string }>

/** The live state without joining (an idle room's empty state); a password room's only for those who may see inside. */
export async function roomState(call: Call<{ id: string }, RoomEntryPasswords>) {
  const knex = call.app.get('knex')
  const room = await findRoom(knex, call.params.id)
  await assertMaySeeInside(knex, room, call.caller, givenPasswords(call))
  const live = await readRoomState(knex, room.id)
  return {
    roomUuid: room.uuid,
    seq: live?.seq ?? 0,
    state: live?.state ?? emptyState(await roomSettings(knex, room)),
    serverTime: Date.now()
  }
}

const playedSeconds = (rows: { seconds: string | number | null }[]) =>
  Math.round(Number(rows[0]?.seconds ?? 0) * 1000) / 1000
const secondsSql = 'coalesce(sum(extract(epoch from ("endTime" - "startTime"))), 0) as seconds'

/** The sum of what was actually played in the room. */
export async function roomPlayedTime({ app, params }: ById) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.id)
  return {
    roomId: room.id,
    playedSeconds: playedSeconds(await knex('room_plays').where({ roomId: room.id }).select(knex.raw(secondsSql)))
  }
}

/** The same over every room. */
export async function totalPlayedTime({ app }: Call) {
  const knex = app.get('knex')
  return { playedSeconds: playedSeconds(await knex('room_plays').select(knex.raw(secondsSql))) }
}

/** Who is in the room now, with their public profiles. */
export async function roomUsers(call: Call<{ id: string }, RoomEntryPasswords>) {
  const { state } = await roomState(call)
  const djs = new Set(state.djs.map((d) => d.uuid))
  return state.allUsers.map((user) => ({
    ...user,
    isDj: djs.has(user.uuid),
    userProfile: state.allUserData[user.uuid]?.userProfile ?? { uuid: user.uuid }
  }))
}

/**
 * The room configuration a client needs before connecting; 403 for banned (or kicked) callers.
 */
export async function roomJoinConfig({ app, params, caller, context }: ById): Promise<RoomJoinConfig> {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.id)
  assertMayEnter(await actorIn(knex, room, caller!, context.params.ip))
  const { uuid, slug, name, design, djType, numberOfDjs, hasChat, liveAudio } = room
  return {
    room: {
      uuid,
      slug,
      name,
      design,
      djType,
      numberOfDjs,
      isPasswordProtected: !!room.passwordHash,
      isGuestPasswordProtected: !!room.guestPasswordHash,
      hasChat,
      liveAudio
    },
    socketPath,
    serverTime: Date.now()
  }
}

/** The kick action of the live room. */
export async function kickFromRoom({ app, body, caller }: Call<unknown, unknown, KickUser>) {
  const knex = app.get('knex')
  return kickUser(app, body, (await roomAndActor(knex, body.roomUuid, caller!)).actor)
}

/**
 * A moderator skips the song playing without joining the room; listeners get the same
 * `playedSong` as a live skip.
 */
export async function skipPlayingSong({ app, params, caller, body }: Call<{ id: string }, unknown, SkipSongBody>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.id)
  const actor = await actorIn(knex, room, caller!)
  // A room nobody ever joined has no live state, so nothing plays there.
  const outcome = await mutateRoom(app, room.id, (m) => skipSong(m, actor, body?.reason), { onlyLive: true })
  if (!outcome) throw new Conflict(NOTHING_PLAYING)
  return { roomUuid: room.uuid, seq: outcome.seq, nowPlaying: structuredClone(outcome.state.nowPlaying) }
}

/** Clears the room's chat (`chatCleared`). */
export async function clearConversation({ app, params, caller }: ById) {
  return clearChat(app, await findRoom(app.get('knex'), params.id), caller!)
}
