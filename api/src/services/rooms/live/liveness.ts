import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Application } from '../../../declarations.ts'
import { isInRoom } from './state.ts'
import { mutateRoom, type Mutation } from './store.ts'

const processes = new WeakMap<Application, ProcessLiveness>()

/** The id of this API process, which the connections it holds are recorded with. */
export const processIdOf = (app: Application): string => processes.get(app)!.id

/** Processes that beat within the timeout, by the database's clock so that the processes' clocks need not agree. */
const alive = (knex: Knex, timeoutMs: number) =>
  knex('live_processes').where(
    'heartbeatAt',
    '>',
    knex.raw(`now() - cast(? as float8) * interval '1 millisecond'`, [timeoutMs])
  )

/** Connections held by processes not in `living` count as dropped: a user left with none starts the grace period. */
export function dropDeadConnections(m: Mutation, living: Set<string>): void {
  for (const [uuid, sockets] of Object.entries(m.engine.connections)) {
    const left = sockets.filter((c) => living.has(c.process))
    if (left.length === sockets.length) continue
    m.engine.connections[uuid] = left
    if (!left.length && isInRoom(m.state, uuid)) m.engine.goneSince[uuid] ??= m.now
  }
}

/**
 * This process among the API processes sharing the database: it beats in `live_processes` every third of
 * LIVE_PROCESS_TIMEOUT_MS, and after each beat sweeps the rooms holding connections of a process that has
 * stopped beating (crashed), so that their users leave after the normal grace period instead of staying forever.
 */
export class ProcessLiveness {
  readonly id = randomUUID()
  private timer?: NodeJS.Timeout
  private running?: Promise<void>

  constructor(private app: Application) {
    processes.set(app, this)
  }

  private get knex() {
    return this.app.get('knex')
  }

  private get timeoutMs() {
    return this.app.get('config').liveProcessTimeoutMs
  }

  async start(): Promise<void> {
    await this.beat()
    this.timer = setInterval(() => this.tick(), this.timeoutMs / 3)
  }

  /** A process that stops cleanly says so at once: the others need not wait for the timeout. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
    await this.knex('live_processes').where({ id: this.id }).delete()
  }

  private tick(): void {
    if (this.running) return
    this.running = this.beat()
      .then(() => this.sweep())
      .catch((error) => this.app.get('log').error({ err: error }, 'live rooms: heartbeat or sweep failed'))
      .finally(() => (this.running = undefined))
  }

  private beat(): Promise<unknown> {
    return this.knex('live_processes')
      .insert({ id: this.id })
      .onConflict('id')
      .merge({ heartbeatAt: this.knex.fn.now() })
  }

  /**
   * Rooms with a connection of a process that is not alive, by the index of connections by process; the rows of
   * processes gone silent are deleted (missing means dead too).
   */
  async sweep(): Promise<void> {
    const knex = this.knex
    const rooms: { roomId: number }[] = await knex('live_room_processes')
      .whereNotIn('process', alive(knex, this.timeoutMs).select('id'))
      .whereNot('process', this.id)
      .distinct('roomId')
    for (const { roomId } of rooms) {
      await mutateRoom(
        this.app,
        roomId,
        async (m) => {
          // This process is alive whatever its last beat says: it is running this sweep.
          const living: string[] = [...(await alive(m.trx, this.timeoutMs).pluck('id')), this.id]
          dropDeadConnections(m, new Set(living))
          // An index row the engine no longer matches would bring the sweep back here every beat.
          await m.trx('live_room_processes').where({ roomId }).whereNotIn('process', living).delete()
        },
        { onlyLive: true }
      )
    }
    await knex('live_processes').whereNotIn('id', alive(knex, this.timeoutMs).select('id')).delete()
  }
}
