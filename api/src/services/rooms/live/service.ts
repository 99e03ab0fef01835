import type { Params } from '@feathersjs/feathers'
import type { TSchema } from '@sinclair/typebox'
import {
  AddDjSchema,
  ChatHistorySchema,
  ChatMessageRefSchema,
  ChatReactionSchema,
  JoinRoomSchema,
  KickUserSchema,
  OneTimeAnimationSchema,
  RemoveDjSchema,
  RoomActionSchema,
  SendChatMessageSchema,
  UpdateNextSongSchema,
  VoteOnSongSchema
} from '@spinroom/schemas'
import type { Static } from '@sinclair/typebox'
import type { AnyService, Application, Caller, HookContext } from '../../../declarations.ts'
import { NotAuthenticated } from '../../../errors.ts'
import { identify } from '../../../lib/access.ts'
import { compileValidator } from '../../../lib/validate.ts'
import { findRoom, type RoomRow } from '../room-lookup.ts'
import * as chat from './chat.ts'
import * as dj from './dj-engine.ts'
import { ProcessLiveness } from './liveness.ts'
import { kickUser } from './moderation.ts'
import { actorIn, type Actor } from './permissions.ts'
import { assertMayEnter, connectionDropped, joinRoom, leaveRoom } from './presence.ts'
import { startDelivery } from './messages.ts'
import type { RoomSequencer } from './sequencer.ts'
import { SongClock } from './song-clock.ts'
import { LIVE_PATH, trackSockets } from './sockets.ts'
import { mutateRoom, type Mutation } from './store.ts'
import { followRoomChanges } from './settings-sync.ts'
import { applyVote, dislikedEnough } from './votes.ts'

/** The custom methods a socket.io client calls (list them in the client's `methods` too). */
export const liveRoomMethods = [
  'joinRoom',
  'leaveRoom',
  'addDj',
  'removeDj',
  'updateNextSong',
  'voteOnSong',
  'skipSong',
  'playOneTimeAnimation',
  'kickUserFromRoom',
  'sendChatMessage',
  'reactToChatMessage',
  'lastChatMessage',
  'retractChatMessage',
  'deleteChatMessage',
  'chatHistory'
] as const

const validator = <S extends TSchema>(schema: S) => compileValidator(schema, 'body') as (value: unknown) => Static<S>
const input = {
  join: validator(JoinRoomSchema),
  room: validator(RoomActionSchema),
  addDj: validator(AddDjSchema),
  removeDj: validator(RemoveDjSchema),
  nextSong: validator(UpdateNextSongSchema),
  vote: validator(VoteOnSongSchema),
  animation: validator(OneTimeAnimationSchema),
  kick: validator(KickUserSchema),
  chat: validator(SendChatMessageSchema),
  reaction: validator(ChatReactionSchema),
  ref: validator(ChatMessageRefSchema),
  history: validator(ChatHistorySchema)
}

const callerOf = (params: Params): Caller => {
  if (!params.caller) throw new NotAuthenticated('Not authenticated')
  return params.caller
}

/**
 * The live rooms over socket.io: every action names its room; the caller comes from the connection's authentication.
 */
export class LiveRoomsService {
  private clock?: SongClock
  private liveness?: ProcessLiveness
  private sequencer?: RoomSequencer
  private stopped = false

  constructor(private app: Application) {}

  private async actor(roomUuid: string, params: Params): Promise<{ room: RoomRow; actor: Actor }> {
    const room = await findRoom(this.app.get('knex'), roomUuid)
    return { room, actor: await actorIn(this.app.get('knex'), room, callerOf(params)) }
  }

  /** Runs an action of someone in the room under the room's lock. */
  private async act<T>(
    roomUuid: string,
    params: Params,
    run: (m: Mutation, actor: Actor) => T | Promise<T>
  ): Promise<{ roomUuid: string; seq: number }> {
    const { room, actor } = await this.actor(roomUuid, params)
    assertMayEnter(actor)
    const outcome = await mutateRoom(this.app, room.id, async (m) => {
      dj.assertInRoom(m, actor)
      await run(m, actor)
    })
    return { roomUuid: room.uuid, seq: outcome!.seq }
  }

  async setup(): Promise<void> {
    trackSockets(this.app)
    this.sequencer = startDelivery(this.app)
    this.app.on(
      'disconnect',
      (connection) =>
        void connectionDropped(this.app, connection).catch(
          (error) => this.stopped || console.error('live rooms: disconnect failed', error)
        )
    )
    this.liveness = new ProcessLiveness(this.app)
    await this.liveness.start()
    this.clock = new SongClock(this.app)
    this.clock.start()
  }

  async teardown(): Promise<void> {
    this.stopped = true
    this.clock?.stop()
    this.sequencer?.stop()
    await this.liveness?.stop().catch((error) => console.error('live rooms: stopping the heartbeat failed', error))
  }

  joinRoom(data: unknown, params: Params) {
    return joinRoom(this.app, input.join(data), callerOf(params), params.connection)
  }

  leaveRoom(data: unknown, params: Params) {
    callerOf(params)
    return leaveRoom(this.app, input.room(data).roomUuid, params.connection)
  }

  addDj(data: unknown, params: Params) {
    const { roomUuid, song, stepDownAfterSong } = input.addDj(data)
    return this.act(roomUuid, params, (m, actor) => dj.addDj(m, actor, song ?? null, !!stepDownAfterSong))
  }

  removeDj(data: unknown, params: Params) {
    const { roomUuid, djUuid, afterSong } = input.removeDj(data)
    return this.act(roomUuid, params, (m, actor) => dj.removeDj(m, actor, djUuid, !!afterSong))
  }

  updateNextSong(data: unknown, params: Params) {
    const { roomUuid, song } = input.nextSong(data)
    return this.act(roomUuid, params, (m, actor) => dj.updateNextSong(m, actor, song))
  }

  voteOnSong(data: unknown, params: Params) {
    const { roomUuid, songVotes } = input.vote(data)
    return this.act(roomUuid, params, async (m, actor) => {
      applyVote(m.state, actor.uuid, songVotes)
      m.stateful('votedOnSong')
      if (dislikedEnough(m.state)) await dj.advance(m, true)
    })
  }

  skipSong(data: unknown, params: Params) {
    return this.act(input.room(data).roomUuid, params, (m, actor) => dj.skipSong(m, actor))
  }

  playOneTimeAnimation(data: unknown, params: Params) {
    const { roomUuid, animation, emoji } = input.animation(data)
    return this.act(roomUuid, params, (m, actor) =>
      m.stateless('playedOneTimeAnimation', { userUuid: actor.uuid, animation, ...(emoji ? { emoji } : {}) })
    )
  }

  async kickUserFromRoom(data: unknown, params: Params) {
    const kick = input.kick(data)
    return kickUser(this.app, kick, (await this.actor(kick.roomUuid, params)).actor)
  }

  async sendChatMessage(data: unknown, params: Params) {
    const message = input.chat(data)
    const { room, actor } = await this.actor(message.roomUuid, params)
    return chat.sendChatMessage(this.app, room, actor, message)
  }

  async reactToChatMessage(data: unknown, params: Params) {
    const { roomUuid, uuid, emoji } = input.reaction(data)
    const { room, actor } = await this.actor(roomUuid, params)
    return chat.reactToChatMessage(this.app, room, actor, uuid, emoji)
  }

  async lastChatMessage(data: unknown, params: Params) {
    const { room, actor } = await this.actor(input.room(data).roomUuid, params)
    return chat.lastChatMessage(this.app, room, actor)
  }

  async retractChatMessage(data: unknown, params: Params) {
    const { roomUuid, uuid } = input.ref(data)
    const { room, actor } = await this.actor(roomUuid, params)
    return chat.retractChatMessage(this.app, room, actor, uuid)
  }

  async deleteChatMessage(data: unknown, params: Params) {
    const { roomUuid, uuid } = input.ref(data)
    const { room, actor } = await this.actor(roomUuid, params)
    return chat.deleteChatMessage(this.app, room, actor, uuid)
  }

  async chatHistory(data: unknown, params: Params) {
    const { roomUuid, limit } = input.history(data)
    const { room, actor } = await this.actor(roomUuid, params)
    assertMayEnter(actor)
    return chat.chatHistory(this.app, room, limit)
  }
}

/** Sets `params.caller` from the connection's authentication, as endpoint rows do. */
async function identifyCaller(context: HookContext, next: () => Promise<void>) {
  await identify(context)
  await next()
}

/** Registers the `live-rooms` service (called from the room domain's setup). */
export function configureLiveRooms(app: Application): void {
  app.use(
    LIVE_PATH as never,
    new LiveRoomsService(app) as never,
    { methods: [...liveRoomMethods], events: [] } as never
  )
  ;(app.service(LIVE_PATH as never) as unknown as AnyService).hooks({ around: { all: [identifyCaller] } })
  followRoomChanges(app)
}
