import { randomUUID } from 'node:crypto'
import type { Application } from '../../../declarations.ts'
import { exitRoom, heldConnections, type LiveConnection } from './sockets.ts'
import { isInRoom, type LiveSocket } from './state.ts'
import { mutateRoom, type Mutation } from './store.ts'

const processes = new WeakMap<Application, ProcessLiveness>()

/** This API process's heartbeat among those sharing the database. */
export const livenessOf = (app: Application): ProcessLiveness => processes.get(app)!

/** The id of this API process, which the connections it holds are recorded with. */
export const processIdOf = (app: Application): string => livenessOf(app).id

/** How a room records a connection this process holds. */
export const connectionRecord = (app: Application, entry: LiveConnection): LiveSocket => ({
  socket: entry.socket.id,
  process: processIdOf(app),
  ...(entry.address ? { address: entry.address } : {})
})

/** Connections held by processes not in `living` count as dropped: a user left with none starts the grace period. */
export function dropDeadConnections(m: Mutation, living: Set<string>): void {
  for (const [uuid, sockets] of Object.entries(m.engine.connections)) {
    const left = sockets.filter((c) => living.has(c.process))
    if (left.length === sockets.length) continue
    m.engine.connections[uuid] = left
    if (!left.length && isInRoom(m.state, uuid)) m.engine.goneSince[uuid] ??= m.now
  }
}

/** This process's connections in each room it holds them in, but for the rooms they watch unseen. */
function heldByRoom(app: Application): Map<number, LiveConnection[]> {
  const rooms = new Map<number, LiveConnection[]>()
  for (const entry of heldConnections(app)) {
    if (!entry.socket.connected) continue
    for (const [roomUuid, roomId] of entry.rooms) {
      if (entry.observing.has(roomUuid)) continue
      const inRoom = rooms.get(roomId)
      if (inRoom) inRoom.push(entry)
      else rooms.set(roomId, [entry])
    }
  }
  return rooms
}

/**
 * This process among the API processes sharing the database: it beats in `live_processes` every third of
 * LIVE_PROCESS_TIMEOUT_MS, and sweeps the rooms holding connections of a process that has stopped beating (crashed),
 * so that their users leave after the normal grace period instead of staying forever.
 *
 * A process found silent is declared dead by deleting its row. One that was only slow (a stalled event loop, a
 * database away for longer than the timeout) finds its row gone at its next beat and tells its rooms again of the
 * connections it holds, so that their users do not leave rooms they are still in.
 */
export class ProcessLiveness {
  readonly id = randomUUID()
  private timer?: NodeJS.Timeout
  private beating?: Promise<void>
  private sweeping?: Promise<void>
  private reclaiming?: Promise<void>
  /** The others took this process for dead and the rooms have not all been told of its connections again. */
  private unclaimed = false

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
    await this.knex('live_processes').insert({ id: this.id })
    this.timer = setInterval(() => this.tick(), this.timeoutMs / 3)
  }

  /** A process that stops cleanly says so at once: the others need not wait for the timeout. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    await Promise.all([this.beating, this.sweeping, this.reclaiming])
    await this.knex('live_processes').where({ id: this.id }).delete()
  }

  /** The beat does not wait for a sweep: a long one (a crowd's rooms to sweep) would make this process look dead. */
  private tick(): void {
    this.beating ??= this.beat()
      .catch((error) => this.app.get('log').error({ err: error }, 'live rooms: heartbeat failed'))
      .finally(() => (this.beating = undefined))
    this.sweeping ??= this.sweep()
      .catch((error) => this.app.get('log').error({ err: error }, 'live rooms: sweeping dead processes failed'))
      .finally(() => (this.sweeping = undefined))
  }

  /**
   * Beats now. A row found gone means the others took this process for dead: its rooms are told again of its
   * connections, beside the beats (a reclaim that held them up would look like death again).
   */
  async beat(): Promise<void> {
    const knex = this.knex
    const beaten = await knex('live_processes').where({ id: this.id }).update({ heartbeatAt: knex.fn.now() })
    if (!beaten) {
      await knex('live_processes').insert({ id: this.id }).onConflict('id').merge({ heartbeatAt: knex.fn.now() })
      this.unclaimed = true
    }
    if (this.unclaimed) this.reclaiming ??= this.reclaimAll().finally(() => (this.reclaiming = undefined))
  }

  private async reclaimAll(): Promise<void> {
    while (this.unclaimed) {
      this.unclaimed = false
      try {
        await this.reclaim()
      } catch (error) {
        // The next beat tries again.
        this.unclaimed = true
        return void this.app.get('log').error({ err: error }, 'live rooms: reclaiming connections failed')
      }
    }
  }

  /**
   * Tells each room this process holds connections in of those connections: a user still in the room keeps their
   * place; one who left it meanwhile (the grace period passed) is told `roomReset`, which makes a client join again.
   */
  private async reclaim(): Promise<void> {
    for (const [roomId, entries] of heldByRoom(this.app)) {
      await mutateRoom(
        this.app,
        roomId,
        (m) => {
          const outside: LiveConnection[] = []
          for (const entry of entries) {
            const uuid = entry.userUuid
            if (!isInRoom(m.state, uuid)) {
              outside.push(entry)
              continue
            }
            const sockets = m.engine.connections[uuid] ?? []
            if (!sockets.some((c) => c.socket === entry.socket.id))
              m.engine.connections[uuid] = [...sockets, connectionRecord(this.app, entry)]
            delete m.engine.goneSince[uuid]
          }
          for (const uuid of new Set(outside.map((entry) => entry.userUuid))) m.direct(uuid, 'roomReset', {})
          m.afterCommit(() => outside.forEach((entry) => exitRoom(this.app, entry.connection, m.roomUuid)))
        },
        { onlyLive: true }
      )
    }
  }

  /**
   * Declares the processes silent for the timeout dead (their rows deleted, by the database's clock so that the
   * processes' clocks need not agree), then sweeps the rooms with a connection of a process that has no row, by the
   * index of connections by process.
   */
  async sweep(): Promise<void> {
    const knex = this.knex
    await knex('live_processes')
      .whereNot('id', this.id)
      .where('heartbeatAt', '<=', knex.raw(`now() - cast(? as float8) * interval '1 millisecond'`, [this.timeoutMs]))
      .delete()
    const rooms: { roomId: number }[] = await knex('live_room_processes')
      .whereNotIn('process', knex('live_processes').select('id'))
      .whereNot('process', this.id)
      .distinct('roomId')
    for (const { roomId } of rooms) {
      await mutateRoom(
        this.app,
        roomId,
        async (m) => {
          // This process is alive whatever its row says: it is running this sweep.
          const living: string[] = [...(await m.trx('live_processes').pluck('id')), this.id]
          dropDeadConnections(m, new Set(living))
          // An index row the engine no longer matches would bring the sweep back here every beat.
          await m.trx('live_room_processes').where({ roomId }).whereNotIn('process', living).delete()
        },
        { onlyLive: true }
      )
    }
  }
}
