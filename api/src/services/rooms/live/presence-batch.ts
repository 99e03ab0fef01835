import { FeathersError } from '@feathersjs/errors'
import type { LiveRoomSettings, StatefulMessageName } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { mutateRoom, type Mutation } from './store.ts'

/** What one join or leave did to the room's crowd: names the window's patch. */
export type PresenceChange = 'joined' | 'left' | 'profile' | 'none'

/** One join or leave of a connection, applied to the room with the others of its window. */
export interface PresenceOp<T> {
  /** Creates the room's live state with these settings when it has none yet (joins). */
  create?: LiveRoomSettings
  /**
   * Changes the room without closing a step; a refusal (a 4xx) refuses this op alone and must come before any change.
   * `flush` first closes the window's changes so far as one step (for an op that then sends a message of its own).
   */
  apply(m: Mutation, flush: () => void): Promise<Applied<T>> | Applied<T>
}

export interface Applied<T> {
  change: PresenceChange
  value: T
}

interface Pending {
  op: PresenceOp<unknown>
  resolve: (done: { value: unknown; seq: number }) => void
  reject: (error: unknown) => void
}

interface Window {
  pending: Pending[]
  timer?: NodeJS.Timeout
  /** A change was started for the pending ops and has not taken them yet: later ops go with it. */
  starting: boolean
}

const windows = new WeakMap<Application, Map<number, Window>>()

const isRefusal = (error: unknown) => error instanceof FeathersError && error.code < 500

/** The patch of a window is `userJoined` when anyone came in, else `userLeft` when anyone left. */
function stepName(changes: Set<PresenceChange>): StatefulMessageName | null {
  if (changes.has('joined')) return 'userJoined'
  if (changes.has('left')) return 'userLeft'
  return changes.has('profile') ? 'updatedUserProfile' : null
}

/**
 * Joins and leaves of a room in this process within `livePresenceWindowMs` become one change of the room (one
 * transaction, one numbered patch to those already in); ops arriving while an earlier change holds the room join the
 * next one. Resolves with the op's value and the room's number after the change.
 */
export function changePresence<T>(
  app: Application,
  roomId: number,
  op: PresenceOp<T>
): Promise<{ value: T; seq: number }> {
  const rooms = windows.get(app) ?? new Map<number, Window>()
  windows.set(app, rooms)
  let room = rooms.get(roomId)
  if (!room) rooms.set(roomId, (room = { pending: [], starting: false }))
  const window = room
  return new Promise((resolve, reject) => {
    window.pending.push({ op: op as PresenceOp<unknown>, resolve: resolve as Pending['resolve'], reject })
    if (!window.timer && !window.starting)
      window.timer = setTimeout(() => void flush(app, roomId, window), app.get('config').livePresenceWindowMs)
  })
}

async function flush(app: Application, roomId: number, window: Window): Promise<void> {
  window.timer = undefined
  window.starting = true
  let taken: Pending[] = []
  const take = () => {
    window.starting = false
    taken = window.pending.splice(0)
  }
  const create = window.pending.find((p) => p.op.create)?.op.create
  try {
    const outcome = await mutateRoom(
      app,
      roomId,
      async (m) => {
        take()
        return applyAll(m, taken)
      },
      create ? { create } : {}
    )
    for (const [i, done] of outcome!.result.entries()) {
      if ('error' in done) taken[i].reject(done.error)
      else taken[i].resolve({ value: done.value, seq: outcome!.seq })
    }
  } catch (error) {
    if (window.starting) take()
    for (const pending of taken) pending.reject(error)
  } finally {
    if (!window.pending.length && !window.timer && !window.starting && windows.get(app)?.get(roomId) === window)
      windows.get(app)!.delete(roomId)
  }
}

async function applyAll(m: Mutation, taken: Pending[]): Promise<({ value: unknown } | { error: unknown })[]> {
  let changes = new Set<PresenceChange>()
  const close = () => {
    const name = stepName(changes)
    if (name) m.stateful(name)
    changes = new Set()
  }
  const results: ({ value: unknown } | { error: unknown })[] = []
  for (const pending of taken) {
    try {
      const { change, value } = await pending.op.apply(m, close)
      changes.add(change)
      results.push({ value })
    } catch (error) {
      // Anything else (a database error) fails the whole change: every op of the window is refused with it.
      if (!isRefusal(error)) throw error
      results.push({ error })
    }
  }
  close()
  return results
}
