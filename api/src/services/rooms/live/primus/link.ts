import type { Spark } from 'primus'
import type { RealTimeConnection } from '@feathersjs/feathers'
import type { TObject } from '@sinclair/typebox'
import { liveRoomActionNames, liveRoomActions, type JoinRoomResult, type LiveRoomActionName } from '@spinroom/schemas'
import type { Application } from '../../../../declarations.ts'
import { BadRequest, NotFound } from '../../../../errors.ts'
import { CallGate } from '../../../../lib/socket-limits.ts'
import { serviceAt } from '../../../../lib/service-at.ts'
import type { Outgoing } from '../sequencer.ts'
import type { LiveRoomMethods } from '../action-methods.ts'
import { LIVE_PATH, type LiveSocket } from '../sockets.ts'
import { answerFrame, errorFrame, replacedState, userFrame, type ClientFrame } from './frames.ts'
import type { PrimusHub } from './hub.ts'
import { forgetRoom, rememberRoom } from './resumes.ts'

/** Who a link is: the credential each call is authenticated with, and what identifies it for resumes. */
export interface LinkIdentity {
  authentication: { strategy: string; accessToken?: string; key?: string }
  userUuid: string
  tokenHash: string
  expiresAt: Date
}

/** A room as one link's client sees it: the number of the last message its state holds; messages wait as it joins. */
interface RoomView {
  seq?: number
  waiting?: Outgoing[]
}

const actions = new Set<string>(liveRoomActionNames)
/** Fields Turntable's server fills from the token: a client's own are dropped where the action takes no such field. */
const SERVER_FIELDS = ['action', 'userUuid', 'tokenRole']
const declared = (name: LiveRoomActionName, field: string) =>
  field !== 'action' && field in ((liveRoomActions[name].input as TObject).properties ?? {})

/** How long a connection whose token was in rooms waits for a first call before it takes it back into them. */
export const RESUME_AFTER_MS = 1000

/**
 * How long the messages after a join's answer wait. A bot written as the ttfm-socket README says attaches its
 * listeners once joinRoom resolves: a message read in the same chunk as the answer is emitted before they exist.
 */
export const AFTER_ANSWER_MS = 50

const KICKED = 'kickedFromRoom'
const JOINERS_OWN = 'updatedUserData'

/**
 * One `ttfm-socket` client's Primus connection: its calls go to the live-rooms service as a socket.io client's do, and
 * the room's messages come back as that client expects them. Its state is the join answer patched by every message
 * after it, and its messages carry no number: so it gets no message its state already holds, and one whole state
 * when it fell behind.
 */
export class PrimusLink implements LiveSocket {
  readonly channels = new Set<string>()
  /** The Feathers connection each call's params are made from, as socket.io's transport keeps one per socket. */
  readonly connection: RealTimeConnection
  private views = new Map<string, RoomView>()
  /** Rooms being joined again for the client (a resume or a catch-up), which its calls for them wait for. */
  private rejoins = new Map<string, Promise<void>>()
  private gate: CallGate
  private ended = false
  private resumable = new Set<string>()
  private resumeTimer?: NodeJS.Timeout

  constructor(
    private app: Application,
    private hub: PrimusHub<PrimusLink>,
    private spark: Spark,
    readonly identity: LinkIdentity,
    ip: string | undefined
  ) {
    this.connection = { provider: 'primus', ip, authentication: identity.authentication }
    this.gate = new CallGate(app.get('config').socketLimits)
  }

  get id(): string {
    return this.spark.id
  }

  get connected(): boolean {
    return !this.ended
  }

  join(channels: string[]): void {
    this.hub.join(this, channels)
  }

  leave(channel: string): void {
    this.hub.leave(this, channel)
  }

  /** A frame from the client: an action is answered through the connection's call limits, anything else refused. */
  onFrame(frame: ClientFrame): void {
    const { messageId } = frame
    this.gate.admit(
      (done) =>
        void this.call(frame)
          .then(
            ({ answer, after }) => {
              this.write(answerFrame(messageId, answer))
              after?.()
            },
            (error: unknown) => this.write(errorFrame(messageId, error))
          )
          .finally(done),
      (error) => this.write(errorFrame(messageId, error))
    )
  }

  private async call(frame: ClientFrame): Promise<{ answer: unknown; after?: () => void }> {
    if (frame.event === 'detailsView') return { answer: this.details() }
    if (frame.event !== 'action')
      throw new NotFound(`Unknown event '${String(frame.event)}': this server takes 'action' and 'detailsView'`)
    const params = frame.params && typeof frame.params === 'object' ? (frame.params as Record<string, unknown>) : {}
    const name = params.action
    if (typeof name !== 'string' || !actions.has(name))
      throw new NotFound(`Unknown action '${String(name)}': actions are ${liveRoomActionNames.join(', ')}`)
    const input = Object.fromEntries(
      Object.entries(params).filter(
        ([key]) => !SERVER_FIELDS.includes(key) || declared(name as LiveRoomActionName, key)
      )
    )
    const roomUuid = typeof input.roomUuid === 'string' ? input.roomUuid : undefined
    this.firstCall(name, roomUuid)
    if (roomUuid) await this.rejoins.get(roomUuid)
    if (name === 'joinRoom') return this.joinRoom(input, roomUuid)
    const answer = await this.run(name as LiveRoomActionName, input)
    if (name === 'leaveRoom' && roomUuid) this.forget(roomUuid)
    return { answer }
  }

  private run(name: LiveRoomActionName, input: unknown, resume = false): Promise<unknown> {
    const service = serviceAt<LiveRoomMethods>(this.app, LIVE_PATH)
    return service[name](input, { ...this.connection, connection: this.connection, resumeRoom: resume })
  }

  /**
   * Joins a room: its messages wait until the answer is written, then those its state does not hold follow, the
   * joiner's own `updatedUserData` first among them.
   */
  private async joinRoom(input: unknown, roomUuid: string | undefined, resume = false) {
    if (!roomUuid) throw new BadRequest("Invalid body: 'roomUuid' is required")
    const before = this.views.get(roomUuid)
    const view: RoomView = { seq: before?.seq, waiting: [] }
    this.views.set(roomUuid, view)
    try {
      const answer = (await this.run('joinRoom', input, resume)) as JoinRoomResult
      // Kept before the answer: a client that has its answer and reconnects at once finds its room.
      await rememberRoom(this.app.get('knex'), this.identity.tokenHash, roomUuid, this.identity.expiresAt).catch(
        (error: unknown) => this.app.get('log').error({ err: error }, 'primus: keeping the room to resume failed')
      )
      return { answer, after: () => this.caughtUp(roomUuid, answer.seq) }
    } catch (error) {
      if (!before) this.views.delete(roomUuid)
      else {
        this.views.set(roomUuid, { seq: before.seq })
        for (const message of view.waiting ?? []) this.receive(message)
      }
      throw error
    }
  }

  /** The answer is written: what waited follows once the client has surely read it apart from what follows. */
  private caughtUp(roomUuid: string, seq: number): void {
    const view = this.views.get(roomUuid)
    if (!view) return
    view.seq = seq
    setTimeout(() => this.flushWaiting(view), AFTER_ANSWER_MS)
  }

  private flushWaiting(view: RoomView | undefined): void {
    const waiting = view?.waiting ?? []
    if (view) view.waiting = undefined
    waiting.sort((a, b) => Number(b.body.name === JOINERS_OWN) - Number(a.body.name === JOINERS_OWN))
    for (const message of waiting) this.receive(message)
  }

  /**
   * A reconnected client sends no joinRoom again, but a new one sends it first: the rooms its token was in are
   * resumed for it unless its first call is a joinRoom; at once for the room a first call names, else after a moment
   * without calls (a bot that only listens).
   */
  resumeLater(rooms: string[]): void {
    this.resumable = new Set(rooms)
    if (rooms.length) this.resumeTimer = setTimeout(() => this.resumeAll(), RESUME_AFTER_MS)
  }

  private resumeAll(): void {
    clearTimeout(this.resumeTimer)
    for (const roomUuid of this.resumable) void this.rejoin(roomUuid)
    this.resumable.clear()
  }

  /** The first call tells a new client from a reconnected one. */
  private firstCall(name: string, roomUuid: string | undefined): void {
    if (!this.resumable.size) return
    if (name !== 'joinRoom') {
      if (roomUuid && this.resumable.has(roomUuid)) void this.rejoin(roomUuid)
      return this.resumeAll()
    }
    clearTimeout(this.resumeTimer)
    for (const stale of this.resumable) if (stale !== roomUuid) this.forget(stale)
    this.resumable.clear()
  }

  /**
   * Takes the client back into a room its user is still in, its whole state replaced: after a reconnect or a message
   * it missed. A room that will not take it back (its user left after the grace period, or was banned) is `roomReset`
   * for it, which tells a client to join again.
   */
  private rejoin(roomUuid: string): Promise<void> {
    const pending = this.rejoins.get(roomUuid)
    if (pending) return pending
    const done = this.joinRoom({ roomUuid }, roomUuid, true)
      .then(({ answer }) => {
        this.write(replacedState(roomUuid, answer.state))
        this.caughtUp(roomUuid, answer.seq)
      })
      .catch(() => {
        this.forget(roomUuid)
        this.write(userFrame({ roomUuid, seq: 0, name: 'roomReset', params: {}, sentAt: Date.now() }))
      })
      .finally(() => this.rejoins.delete(roomUuid))
    this.rejoins.set(roomUuid, done)
    return done
  }

  /** Its room's state may be behind (this process missed messages): the client gets the whole state again. */
  catchUp(roomUuid: string): void {
    if (this.views.has(roomUuid)) void this.rejoin(roomUuid)
  }

  /** A room message for this link: held while it joins, dropped when its state holds it, a catch-up after a gap. */
  receive(message: Outgoing): void {
    const { roomUuid, seq, name } = message.body
    const view = this.views.get(roomUuid)
    if (view?.waiting) return void view.waiting.push(message)
    if (message.kind === 'direct') {
      this.write(userFrame(message.body))
      if (name === KICKED && view) this.kicked(roomUuid)
      return
    }
    if (name !== JOINERS_OWN && view?.seq !== undefined) {
      if (seq <= view.seq) return
      if (seq > view.seq + 1) return void this.rejoin(roomUuid)
      view.seq = seq
    }
    this.write(userFrame(message.body))
  }

  /**
   * Out of the room and off for good. Its room stays kept for resuming: a kick written to a connection already dying
   * never reached the client, which reconnects, is refused its room and told `roomReset`.
   */
  private kicked(roomUuid: string): void {
    this.views.delete(roomUuid)
    this.end()
  }

  private forget(roomUuid: string): void {
    this.views.delete(roomUuid)
    void forgetRoom(this.app.get('knex'), this.identity.tokenHash, roomUuid).catch((error) =>
      this.app.get('log').error({ err: error }, 'primus: forgetting a room to resume failed')
    )
  }

  private details() {
    return {
      data: {
        id: this.id,
        fingerprint: this.id,
        remoteIP: this.connection.ip,
        rooms: [...this.views.keys()]
      }
    }
  }

  private write(frame: object): void {
    if (!this.ended) this.spark.write(frame)
  }

  /** Closes the connection for good: `primus::server::close` tells the client not to reconnect. */
  end(): void {
    if (this.ended) return
    this.closed()
    this.spark.end(undefined, { reconnect: false })
  }

  /** The connection is gone: nothing more is written or resumed. */
  closed(): void {
    this.ended = true
    clearTimeout(this.resumeTimer)
    this.resumable.clear()
  }
}
