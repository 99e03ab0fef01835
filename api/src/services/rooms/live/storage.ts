import type { Knex } from 'knex'
import type { LiveRoomState, LiveUserData } from '@spinroom/schemas'
import { entryText, replacedText, type Snapshot } from './diff.ts'
import { emptyEngine, type Engine, type LiveSocket } from './state.ts'
import { CRASH_EPOCH } from './renumbering.ts'

/**
 * How a live room is kept: the small part of its client state in `room_live_state.state`, who is in it in `.crowd`,
 * each user's data in `room_live_user_data`. A change rewrites only the parts it touched, so a vote in a full room
 * writes a few hundred bytes, not the whole room.
 */
const CROWD_KEYS = ['allUsers', 'floorUsers', 'audienceUsers'] as const
type CrowdKey = (typeof CROWD_KEYS)[number]
type Crowd = Pick<LiveRoomState, CrowdKey>
type Small = Omit<LiveRoomState, CrowdKey | 'allUserData'>

const json = (value: unknown) => JSON.stringify(value)
const isCrowdKey = (key: string): key is CrowdKey => (CROWD_KEYS as readonly string[]).includes(key)

function split(state: LiveRoomState): { small: Small; crowd: Crowd } {
  const { allUsers, floorUsers, audienceUsers, allUserData: _data, ...small } = state
  return { small, crowd: { allUsers, floorUsers, audienceUsers } }
}

/** An engine as last written: its text, and what that was made of, to tell cheaply whether a change touched it. */
export interface EngineRecord {
  text: string
  /** The text of everything but the connections. */
  rest: string
  /** Each user's connections, as the (replaced, never changed) arrays the text was made of. */
  connections: Map<string, LiveSocket[]>
  /** The API processes holding connections. */
  processes: Set<string>
}

/**
 * The engine as stored: each user's connections are replaced, never changed in place, so their texts are kept and a
 * change in a full room does not re-serialise every connection.
 */
export function recordEngine(engine: Engine): EngineRecord {
  const { connections, ...others } = engine
  const users: string[] = []
  const record: EngineRecord = { text: '', rest: json(others), connections: new Map(), processes: new Set() }
  for (const uuid in connections) {
    const sockets = connections[uuid]!
    record.connections.set(uuid, sockets)
    for (const socket of sockets) record.processes.add(socket.process)
    users.push(connectionsText(uuid, sockets))
  }
  const rest = record.rest === '{}' ? '' : `,${record.rest.slice(1, -1)}`
  record.text = `{"connections":{${users.join(',')}}${rest}}`
  return record
}

/** Whether a change touched the engine since its record: a look at each user's connections, no text made. */
export function engineChanged(engine: Engine, record: EngineRecord): boolean {
  const { connections, ...others } = engine
  if (json(others) !== record.rest) return true
  let users = 0
  for (const uuid in connections) {
    if (record.connections.get(uuid) !== connections[uuid]) return true
    users++
  }
  return users !== record.connections.size
}

const userConnectionTexts = new WeakMap<LiveSocket[], { uuid: string; text: string }>()

/** `"uuid":[sockets]`, kept with the (replaced, never changed) array of sockets. */
function connectionsText(uuid: string, sockets: LiveSocket[]): string {
  const kept = userConnectionTexts.get(sockets)
  if (kept?.uuid === uuid) return kept.text
  const text = `${JSON.stringify(uuid)}:${replacedText(sockets)}`
  userConnectionTexts.set(sockets, { uuid, text })
  return text
}

/** The columns of a new room's row. */
export function newRoomColumns(state: LiveRoomState, engine: Engine) {
  const { small, crowd } = split(state)
  return { seq: 0, version: 0, state: json(small), crowd: json(crowd), engine: recordEngine(engine).text }
}

interface StoredRow {
  seq: number | string
  state: Small & Partial<Crowd>
  crowd: Partial<Crowd> | null
  engine?: Partial<Engine>
}

const assemble = (row: StoredRow, allUserData: Record<string, LiveUserData>): LiveRoomState =>
  ({ allUsers: [], floorUsers: [], audienceUsers: [], ...row.state, ...row.crowd, allUserData }) as LiveRoomState

async function userData(knex: Knex, roomId: number): Promise<Record<string, LiveUserData>> {
  const rows: { userUuid: string; data: LiveUserData }[] = await knex('room_live_user_data')
    .where({ roomId })
    .select('userUuid', 'data')
  return Object.fromEntries(rows.map((r) => [r.userUuid, r.data]))
}

/** A room's whole state and engine, as the last committed change left them. */
export async function loadRoom(knex: Knex, roomId: number): Promise<{ state: LiveRoomState; engine: Engine }> {
  const row: StoredRow = await knex('room_live_state').where({ roomId }).first('seq', 'state', 'crowd', 'engine')
  return { state: assemble(row, await userData(knex, roomId)), engine: { ...emptyEngine(), ...row.engine } }
}

/** The client state of a room with the number of its last message, for readers outside the live room. */
export async function readRoomState(knex: Knex, roomId: number): Promise<{ seq: number; state: LiveRoomState } | null> {
  const row: StoredRow | undefined = await knex('room_live_state').where({ roomId }).first('seq', 'state', 'crowd')
  return row ? { seq: Number(row.seq), state: assemble(row, await userData(knex, roomId)) } : null
}

/** Who is in each room and what plays there, without anyone's user data: what room lists show. */
export async function readRoomCrowds(
  knex: Knex,
  roomIds: number[]
): Promise<Map<number, Omit<LiveRoomState, 'allUserData'>>> {
  const rows: ({ roomId: number } & StoredRow)[] = roomIds.length
    ? await knex('room_live_state').whereIn('roomId', roomIds).select('roomId', 'seq', 'state', 'crowd')
    : []
  return new Map(rows.map((row) => [row.roomId, assemble(row, {})]))
}

/** SQL for the number of users in a live room, from its `crowd` column. */
export const usersInRoomSql = (alias: string) => `coalesce(jsonb_array_length(${alias}.crowd -> 'allUsers'), 0)`

/** What a change writes: the row's changed columns, user data gone and changed (as text), processes gone and added. */
export interface RoomWrite {
  columns: Record<string, unknown>
  usersGone: string[]
  usersChanged: [uuid: string, text: string][]
  processesGone: string[]
  processesAdded: string[]
  /**
   * The change wrote only the room's live rows (who is in it, votes): it commits without waiting for the WAL's flush,
   * so that a disk's stall does not stop the room. A crash of PostgreSQL may lose its last fraction of a second, which
   * the room's numbering then skips (`renumbering.ts`).
   */
  unflushed?: boolean
}

/** The columns and user-data rows that changed between two snapshots of a state. */
export function stateChanges(
  state: LiveRoomState,
  before: Snapshot,
  after: Snapshot
): Pick<RoomWrite, 'columns' | 'usersGone' | 'usersChanged'> {
  const columns: Record<string, string> = {}
  const changedKeys = [...after.keys()].filter((key) => key !== 'allUserData' && before.get(key) !== after.get(key))
  const { small, crowd } = split(state)
  if (changedKeys.some((key) => !isCrowdKey(key))) columns.state = json(small)
  if (changedKeys.some(isCrowdKey)) columns.crowd = json(crowd)
  const was = before.get('allUserData')
  const now = after.get('allUserData')
  if (typeof was === 'string' || typeof now === 'string' || !was || !now)
    return { columns, usersGone: [], usersChanged: [] }
  const usersGone = [...was.keys()].filter((uuid) => !now.has(uuid))
  const usersChanged: [string, string][] = []
  for (const [uuid, entry] of now) {
    const before = was.get(uuid)
    if (before === entry) continue
    const text = entryText(entry)
    if (before === undefined || entryText(before) !== text) usersChanged.push([uuid, text])
  }
  return { columns, usersGone, usersChanged }
}

/** The processes a room's connections are held by, before and after a change: `live_room_processes` follows. */
export function processChanges(before: Set<string>, after: Set<string>) {
  return {
    processesGone: [...before].filter((process) => !after.has(process)),
    processesAdded: [...after].filter((process) => !before.has(process))
  }
}

/** `[{"uuid":…,"data":…},…]` from the entries' texts, which are JSON already. */
const userRows = (changed: RoomWrite['usersChanged']) =>
  `[${changed.map(([uuid, text]) => `{"uuid":${JSON.stringify(uuid)},"data":${text}}`).join(',')}]`

/**
 * Writes a change of a room in one statement, one round trip to the database: its row, and in the same statement
 * (data-modifying CTEs, each done only if the row was) the user data and processes that changed. A vote was two
 * statements, a join three. With `version`, the row is written only if it is still at that version and numbered under
 * the server's crash epoch: false when it was not, and nothing was written.
 */
export async function writeRoom(db: Knex, roomId: number, write: RoomWrite, version?: number): Promise<boolean> {
  let row = db('room_live_state').where({ roomId })
  if (version !== undefined) row = row.where({ version }).whereRaw(`"numberedUnder" = ${CRASH_EPOCH}`)
  // Set by the statement itself rather than one of its own: a round trip fewer for each vote and presence change.
  if (write.unflushed) row = row.whereRaw(`set_config('synchronous_commit', 'off', true) = 'off'`)
  let query = db.with('room', row.update(write.columns, ['roomId']))
  if (write.usersGone.length)
    query = query.with(
      'users_gone',
      db.raw('delete from room_live_user_data where "roomId" in (select "roomId" from room) and "userUuid" = any(?)', [
        write.usersGone
      ])
    )
  if (write.usersChanged.length)
    query = query.with(
      'users_changed',
      db.raw(
        `insert into room_live_user_data ("roomId", "userUuid", data)
         select room."roomId", u.uuid, u.data from room, jsonb_to_recordset(?::jsonb) as u(uuid text, data jsonb)
         on conflict ("roomId", "userUuid") do update set data = excluded.data`,
        [userRows(write.usersChanged)]
      )
    )
  if (write.processesGone.length)
    query = query.with(
      'processes_gone',
      db.raw(
        'delete from live_room_processes where "roomId" in (select "roomId" from room) and process = any(?::uuid[])',
        [write.processesGone]
      )
    )
  if (write.processesAdded.length)
    query = query.with(
      'processes_added',
      db.raw(
        `insert into live_room_processes (process, "roomId") select p, room."roomId" from room, unnest(?::uuid[]) as p
         on conflict (process, "roomId") do nothing`,
        [write.processesAdded]
      )
    )
  const written: unknown[] = await query.select('roomId').from('room')
  return written.length > 0
}
