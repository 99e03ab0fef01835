import { randomInt } from 'node:crypto'
import type { Knex } from 'knex'
import {
  type LiveRoomSettings,
  type LiveRoomState,
  type StatefulMessageName,
  type StatelessMessageName
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { Forbidden } from '../../../errors.ts'
import { diff, snapshot, type Snapshot } from './diff.ts'
import {
  engineChanged,
  loadRoom,
  newRoomColumns,
  processChanges,
  recordEngine,
  stateChanges,
  writeRoom,
  type EngineRecord,
  type RoomWrite
} from './storage.ts'
import { emptyEngine, emptyState, type Engine } from './state.ts'
import { publish } from './messages.ts'
import { crashEpoch, numbering, type NumberedHead } from './renumbering.ts'
import type { Outgoing } from './sequencer.ts'

/**
 * One change of a live room, inside the transaction that holds the room's row; an optimistic one runs on this
 * process's copy of the room first, where reaching for `trx` sends it under the lock.
 */
export interface Mutation {
  app: Application
  roomId: number
  roomUuid: string
  state: LiveRoomState
  engine: Engine
  trx: Knex.Transaction
  now: number
  /** Whether the room had nobody in it when the change began. */
  wasEmpty: boolean
  /**
   * Closes a step: the state's changes since the last step become one numbered message (none when nothing changed). A
   * change of `state` after the last step is neither sent nor stored.
   */
  stateful(name: StatefulMessageName): void
  /** A numbered message to the room; users in `hiddenFrom` get a `hiddenChatMessage` of the same number instead. */
  stateless(name: StatelessMessageName, params: unknown, hiddenFrom?: string[]): void
  /** A message to one user's connections: it carries the room's current number without advancing it. */
  direct(userUuid: string, name: StatelessMessageName, params: unknown): void
  /** Runs right after the commit, before anything else (in order with the messages). */
  afterCommit(run: (seq: number) => void): void
}

export interface Outcome<T> {
  result: T
  seq: number
  /** The room's live copy, changed in place by its next change: copy what must outlive this tick. */
  state: LiveRoomState
  messages: Outgoing[]
}

interface Head extends NumberedHead {
  version: number | string
}

/** A room as this process last committed or read it: reused while the row's version says nobody changed it since. */
interface Cached {
  version: number
  seq: number
  state: LiveRoomState
  engine: Engine
  snap: Snapshot
  engineRecord: EngineRecord
}

export interface MutateOptions {
  /** Creates the room's live state with these settings when it has none yet. */
  create?: LiveRoomSettings
  /** Only when a song end or a departure is due by now; a row another process holds is skipped, not awaited. */
  due?: boolean
  /** A room with no live state is left alone (the answer is null) instead of refused. */
  onlyLive?: boolean
  /**
   * The change is tried first on this process's copy of the room, written in one statement if nobody changed the row
   * since (a vote: 1 round trip instead of 4). One that reads or writes other rows, or fails there, runs under the
   * lock.
   */
  optimistic?: boolean
}

/** A change applied to a copy of the room, not yet written. */
interface Applied<T> extends Outcome<T> {
  write: RoomWrite
  after: ((seq: number) => void)[]
  cached: Cached
}

/** A change run without the room's lock reached for the database: it runs again under the lock. */
class NeedsLock extends Error {}

const queues = new WeakMap<Knex, Map<number, Promise<unknown>>>()
const caches = new WeakMap<Knex, Map<number, Cached>>()

function cacheOf(knex: Knex): Map<number, Cached> {
  const cache = caches.get(knex) ?? new Map<number, Cached>()
  caches.set(knex, cache)
  return cache
}

/** The room at the row's version: this process's copy when it is current, else read from the database. */
async function current(trx: Knex.Transaction, cache: Map<number, Cached>, roomId: number, head: Head): Promise<Cached> {
  const cached = cache.get(roomId)
  // Taken out while it changes, so a failed change leaves no half-changed copy behind.
  cache.delete(roomId)
  const version = Number(head.version)
  if (cached?.version === version) return cached
  const { state, engine } = await loadRoom(trx, roomId)
  return { version, seq: Number(head.seq), state, engine, snap: snapshot(state), engineRecord: recordEngine(engine) }
}

/**
 * One change of a room at a time in this process: the others wait here, not in the database, so a crowd
 * joining or leaving does not hold every pooled connection waiting for the same row lock.
 */
function oneAtATime<T>(knex: Knex, roomId: number, run: () => Promise<T>): Promise<T> {
  const rooms = queues.get(knex) ?? new Map<number, Promise<unknown>>()
  queues.set(knex, rooms)
  const result = (rooms.get(roomId) ?? Promise.resolve()).then(run, run)
  const tail = result.then(
    () => undefined,
    () => undefined
  )
  rooms.set(roomId, tail)
  void tail.then(() => rooms.get(roomId) === tail && rooms.delete(roomId))
  return result
}

/**
 * Applies `run` to the room's live state under its row lock (or first on this process's copy, `optimistic`), numbers
 * its messages, writes the state and publishes only after commit.
 */
export function mutateRoom<T>(
  app: Application,
  roomId: number,
  run: (m: Mutation) => T | Promise<T>,
  options: MutateOptions = {}
): Promise<Outcome<T> | null> {
  return oneAtATime(app.get('knex'), roomId, async () => {
    const done = options.optimistic ? await optimisticChange(app, roomId, run) : undefined
    return done ?? lockedChange(app, roomId, run, options)
  })
}

/**
 * `run` on this process's copy of the room, written only if the row is still at the copy's version and numbered under
 * the server's crash epoch; undefined when the change must run under the lock instead.
 */
async function optimisticChange<T>(
  app: Application,
  roomId: number,
  run: (m: Mutation) => T | Promise<T>
): Promise<Outcome<T> | undefined> {
  const knex = app.get('knex')
  const cache = cacheOf(knex)
  const room = cache.get(roomId)
  if (!room) return undefined
  cache.delete(roomId)
  let change: Applied<T>
  try {
    change = await applyChange(app, roomId, room, room.seq, Date.now(), undefined, run)
  } catch {
    // The copy may be stale, so its refusal is not the answer: the lock's is.
    keepUntouched(cache, roomId, room)
    return undefined
  }
  if (!(await writeRoom(knex, roomId, change.write, room.version))) return undefined
  return committed(app, roomId, change)
}

async function lockedChange<T>(
  app: Application,
  roomId: number,
  run: (m: Mutation) => T | Promise<T>,
  options: MutateOptions
): Promise<Outcome<T> | null> {
  const knex = app.get('knex')
  const cache = cacheOf(knex)
  // A room this process holds a copy of has its row: only the room's deletion takes it away, and its joins with it.
  if (options.create && !cache.has(roomId)) {
    await knex('room_live_state')
      .insert({ roomId, ...newRoomColumns(emptyState(options.create), emptyEngine()) })
      .onConflict('roomId')
      .ignore()
  }
  const now = Date.now()
  const change = await knex.transaction(async (trx) => {
    let query = trx('room_live_state').where({ roomId }).first('seq', 'version', 'numberedUnder', crashEpoch(trx))
    if (options.due)
      query = query
        .where((q) => q.where('songEndsAt', '<=', new Date(now)).orWhere('graceEndsAt', '<=', new Date(now)))
        .forUpdate()
        .skipLocked()
    else query = query.forUpdate()
    const head: Head | undefined = await query
    if (!head) {
      if (options.due || options.onlyLive) return null
      throw new Forbidden('Join the room first')
    }
    const room = await current(trx, cache, roomId, head)
    const numbered = numbering(head)
    const applied = await applyChange(app, roomId, room, numbered.seq, now, trx, run).catch((error: unknown) => {
      keepUntouched(cache, roomId, room)
      throw error
    })
    Object.assign(applied.write.columns, numbered.columns)
    await writeRoom(trx, roomId, applied.write)
    return applied
  })
  return change && committed(app, roomId, change)
}

/** A copy a failed change left untouched is still the row's last version: the next change need not read the room. */
function keepUntouched(cache: Map<number, Cached>, roomId: number, room: Cached): void {
  if (!diff(room.snap, room.state).ops.length && !engineChanged(room.engine, room.engineRecord)) cache.set(roomId, room)
}

/** Applies `run` to `room`, numbering its messages from `seq`: what it answered, sends and writes. */
async function applyChange<T>(
  app: Application,
  roomId: number,
  room: Cached,
  seq: number,
  now: number,
  trx: Knex.Transaction | undefined,
  run: (m: Mutation) => T | Promise<T>
): Promise<Applied<T>> {
  const { state, engine } = room
  const messages: Outgoing[] = []
  const after: ((seq: number) => void)[] = []
  let before = room.snap
  const roomUuid = state.settings.uuid
  const m: Mutation = {
    app,
    roomId,
    roomUuid,
    state,
    engine,
    get trx() {
      if (!trx) throw new NeedsLock()
      return trx
    },
    now,
    wasEmpty: state.allUsers.length === 0,
    stateful(name) {
      const { ops: statePatch, next } = diff(before, state)
      before = next
      if (!statePatch.length) return
      messages.push({ kind: 'stateful', body: { roomUuid, seq: ++seq, name, statePatch, sentAt: Date.now() } })
    },
    stateless(name, params, hiddenFrom) {
      const body = { roomUuid, seq: ++seq, name, params, sentAt: Date.now() }
      messages.push({ kind: 'stateless', body, ...(hiddenFrom?.length ? { hiddenFrom } : {}) })
    },
    direct(userUuid, name, params) {
      messages.push({ kind: 'direct', userUuid, body: { roomUuid, seq, name, params, sentAt: Date.now() } })
    },
    afterCommit: (fn) => after.push(fn)
  }
  const { result, statements } = trx ? await counted(trx, () => run(m)) : { result: await run(m), statements: 0 }
  // The last step's snapshot is the state now: every change of the client state closes with a step.
  const snap = before
  const { columns, ...users } = stateChanges(state, room.snap, snap)
  let engineRecord = room.engineRecord
  if (engineChanged(engine, engineRecord)) {
    engineRecord = recordEngine(engine)
    columns.engine = engineRecord.text
  }
  // Drawn, not counted: a count would be given again to another change after a crash of PostgreSQL lost the last.
  const version = randomInt(1, 2 ** 47)
  const write: RoomWrite = {
    ...users,
    unflushed: statements === 0,
    ...processChanges(room.engineRecord.processes, engineRecord.processes),
    columns: {
      ...columns,
      seq,
      version,
      songEndsAt: songEnd(state),
      graceEndsAt: graceEnd(app, engine),
      updatedAt: new Date()
    }
  }
  return { result, seq, state, messages, after, write, cached: { version, seq, state, engine, snap, engineRecord } }
}

/** After the change's commit: this process's copy is the row, and the messages go out. */
function committed<T>(app: Application, roomId: number, change: Applied<T>): Outcome<T> {
  cacheOf(app.get('knex')).set(roomId, change.cached)
  publish(app, change.state.settings.uuid, change.messages)
  for (const fn of change.after) fn(change.seq)
  app.emit('live-rooms:changed', { roomId, songEndsAt: change.state.nowPlaying?.endTime ?? null })
  return change
}

/** What `run` answered, and how many statements it sent in the transaction (those of its savepoints too). */
async function counted<T>(
  trx: Knex.Transaction,
  run: () => T | Promise<T>
): Promise<{ result: T; statements: number }> {
  let statements = 0
  const count = () => statements++
  trx.on('query', count)
  try {
    return { result: await run(), statements }
  } finally {
    trx.off('query', count)
  }
}

const songEnd = (state: LiveRoomState) => (state.nowPlaying ? new Date(state.nowPlaying.endTime) : null)

function graceEnd(app: Application, engine: Engine): Date | null {
  const times = Object.values(engine.goneSince)
  return times.length ? new Date(Math.min(...times) + app.get('config').liveGraceMs) : null
}
