import type { RealTimeConnection } from '@feathersjs/feathers'
import type { LiveActionInput, LiveActionResult, LiveRoomActionName } from '@spinroom/schemas'
import { withUpperStatus } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import type { RoomRow } from '../room-lookup.ts'
import * as chat from './chat.ts'
import { chatBlocks } from './chat-blocks.ts'
import * as dj from './dj-engine.ts'
import { kickUser } from './moderation.ts'
import { assertMayEnter, roomAndActor, type Actor } from './permissions.ts'
import { assertMayReadChat, joinRoom, leaveRoom } from './presence.ts'
import { mutateRoom, type MutateOptions, type Mutation } from './store.ts'
import { applyVote, dislikedEnough } from './votes.ts'
import { announceDjSeated } from './dj-seats.ts'

/** The room's own rows only: tried on this process's copy of the room first. */
const OPTIMISTIC: MutateOptions = { optimistic: true }

/** What the handler of a live action gets: its input, validated against the action's schema, and who calls. */
export interface LiveCall<N extends LiveRoomActionName> {
  app: Application
  input: LiveActionInput<N>
  /** Who calls; throws NotAuthenticated on a connection that has not authenticated. */
  caller(): Caller
  connection: RealTimeConnection | undefined
  /** The caller's network address. */
  address: string | undefined
  /** A transport takes a reconnected connection back into a room it was in (`params.resumeRoom`). */
  resume: boolean
}

/** One handler per action of `liveRoomActions`, answering the action's result. */
export type LiveHandlers = { [N in LiveRoomActionName]: (call: LiveCall<N>) => Promise<LiveActionResult<N>> }

type RoomCall = Omit<LiveCall<LiveRoomActionName>, 'input'> & { input: { roomUuid: string } }

/** The room and the caller in it; every action but joining and leaving refuses a banned or kicked caller here. */
async function actorOf({ app, input, caller, address }: RoomCall): Promise<{ room: RoomRow; actor: Actor }> {
  const found = await roomAndActor(app.get('knex'), input.roomUuid, caller(), address)
  assertMayEnter(found.actor)
  return found
}

/** Runs an action of someone in the room as a change of the room; `then` once it is committed. */
async function act(
  call: RoomCall,
  run: (m: Mutation, actor: Actor) => unknown,
  then?: (room: RoomRow, actor: Actor) => unknown,
  options?: MutateOptions
) {
  const { room, actor } = await actorOf(call)
  const outcome = await mutateRoom(
    call.app,
    room.id,
    async (m) => {
      dj.assertInRoom(m, actor)
      await run(m, actor)
    },
    options
  )
  then?.(room, actor)
  return { roomUuid: room.uuid, seq: outcome!.seq }
}

export const liveRoomHandlers: LiveHandlers = {
  joinRoom: ({ app, input, caller, connection, address, resume }) =>
    joinRoom(app, input, caller(), connection, address, resume),
  leaveRoom: ({ app, input, caller, connection }) => {
    caller()
    return leaveRoom(app, input.roomUuid, connection)
  },
  addDj: (call) =>
    act(
      call,
      (m, actor) =>
        dj.addDj(m, actor, call.input.song ? withUpperStatus(call.input.song) : null, !!call.input.stepDownAfterSong),
      (room, actor) => call.caller().type === 'user' && announceDjSeated(call.app, room, actor.uuid)
    ),
  removeDj: (call) =>
    act(call, (m, actor) => dj.removeDj(m, actor, call.input.djUuid, !!call.input.afterSong, call.input.reason)),
  updateNextSong: (call) =>
    act(call, (m, actor) => dj.updateNextSong(m, actor, call.input.song && withUpperStatus(call.input.song))),
  voteOnSong: (call) =>
    act(
      call,
      async (m, actor) => {
        applyVote(m.state, actor.uuid, call.input.songVotes)
        m.stateful('votedOnSong')
        if (dislikedEnough(m.state)) await dj.advance(m, true)
      },
      undefined,
      OPTIMISTIC
    ),
  skipSong: (call) => act(call, (m, actor) => dj.skipSong(m, actor, call.input.reason)),
  playOneTimeAnimation: (call) => {
    const { animation, emoji } = call.input
    return act(
      call,
      (m, actor) =>
        m.stateless('playedOneTimeAnimation', { userUuid: actor.uuid, animation, ...(emoji ? { emoji } : {}) }),
      undefined,
      OPTIMISTIC
    )
  },
  kickUserFromRoom: async (call) => kickUser(call.app, call.input, (await actorOf(call)).actor),
  sendChatMessage: async (call) => {
    // Read beside the room, not under its lock: a round trip fewer while the room waits.
    const [{ room, actor }, blockers] = await Promise.all([
      actorOf(call),
      chatBlocks.get(call.app).blockersOf(call.app.get('knex'), call.caller().id)
    ])
    return chat.sendChatMessage(call.app, room, actor, call.input, blockers)
  },
  reactToChatMessage: async (call) => {
    const { room, actor } = await actorOf(call)
    return chat.reactToChatMessage(call.app, room, actor, call.input.uuid, call.input.emoji)
  },
  lastChatMessage: async (call) => {
    const { room, actor } = await actorOf(call)
    return chat.lastChatMessage(call.app, room, actor)
  },
  retractChatMessage: async (call) => {
    const { room, actor } = await actorOf(call)
    return chat.retractChatMessage(call.app, room, actor, call.input.uuid)
  },
  deleteChatMessage: async (call) => {
    const { room, actor } = await actorOf(call)
    return chat.deleteChatMessage(call.app, room, actor, call.input.uuid, call.input.reason)
  },
  updatePlayableProviders: (call) =>
    act(
      call,
      (m, actor) => {
        const data = m.state.allUserData[actor.uuid]
        if (!data) return
        m.state.allUserData[actor.uuid] = { ...data, playableProviders: call.input.providers }
        // A numbered message for everyone: updatedUserData is the joiner's own, outside the room's count.
        m.stateful('updatedUserProfile')
      },
      undefined,
      OPTIMISTIC
    ),
  chatHistory: async (call) => {
    const { room, actor } = await actorOf(call)
    await assertMayReadChat(call.app, room, actor, call.input)
    return chat.chatHistory(call.app, room, actor.uuid, call.input.limit)
  }
}
