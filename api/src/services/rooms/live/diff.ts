import jsonpatch, { type Operation } from 'fast-json-patch'
import { listOps } from './list-diff.ts'
import { isRecord } from '../../../lib/is-record.ts'

/**
 * The state as text per top-level key and, for records, per entry: what a change is diffed against. The user data's
 * entries are kept as they are (replaced, never changed in place), so a step does not look up thousands of texts.
 */
export type Snapshot = Map<string, string | Map<string, unknown>>

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * The parts of a live state that grow with the crowd, replaced by every change and never changed in place: the crowd
 * lists, and each entry of the user data. Their texts are kept, so a change re-serialises only what it replaced.
 */
const REPLACED_WHOLE = new Set(['allUsers', 'floorUsers', 'audienceUsers'])
const REPLACED_ENTRIES = 'allUserData'

const texts = new WeakMap<object, string>()

function deepFreeze(value: object): void {
  Object.freeze(value)
  for (const key in value) {
    const inner: unknown = (value as Record<string, unknown>)[key]
    if (typeof inner === 'object' && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner)
  }
}

/**
 * The JSON text of a value that is replaced, never changed in place, once it is here: kept by identity, and frozen so
 * that a change in place throws instead of going unsent. An array's text is made of its items' kept texts.
 */
export function replacedText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null'
  let text = texts.get(value)
  if (text === undefined) {
    text = Array.isArray(value) ? `[${value.map(replacedText).join(',')}]` : JSON.stringify(value)
    deepFreeze(value)
    texts.set(value, text)
  }
  return text
}

export function snapshot(state: object): Snapshot {
  const snap: Snapshot = new Map()
  for (const [key, value] of Object.entries(state)) {
    if (REPLACED_WHOLE.has(key)) snap.set(key, replacedText(value))
    else if (isRecord(value)) {
      const entries = new Map<string, unknown>()
      if (key === REPLACED_ENTRIES)
        for (const k in value) {
          const entry = value[k]
          if (typeof entry === 'object' && entry !== null && !Object.isFrozen(entry)) deepFreeze(entry)
          entries.set(k, entry)
        }
      else for (const k in value) entries.set(k, JSON.stringify(value[k]))
      snap.set(key, entries)
    } else snap.set(key, JSON.stringify(value))
  }
  return snap
}

/** The text of a record's entry in a snapshot: kept for the user data's entries, as it is for the others'. */
export const entryText = (entry: unknown): string => (typeof entry === 'string' ? entry : replacedText(entry))

/**
 * compare() of the parts whose text changed, with their paths: the same patch as comparing the whole state, without
 * walking what did not change.
 */
function changed(path: string, before: string, after: string, now: unknown, ops: Operation[]): void {
  if (before === after) return
  const was: unknown = JSON.parse(before)
  // compare() walks two objects or two arrays; anything else (a number, null, a changed kind) is replaced whole.
  const walkable =
    typeof was === 'object' &&
    was !== null &&
    typeof now === 'object' &&
    now !== null &&
    Array.isArray(was) === Array.isArray(now)
  if (!walkable) return void ops.push({ op: 'replace', path, value: JSON.parse(after) })
  const list = Array.isArray(was) && Array.isArray(now) ? listOps(path, was, now) : undefined
  if (list) return void ops.push(...list)
  for (const op of jsonpatch.compare(was, now)) ops.push({ ...op, path: `${path}${op.path}` })
}

/** The operations that fill an empty record at `path` with `record`'s entries: the frozen entries, not copies. */
export const entriesAdded = (path: string, record: Record<string, unknown>): Operation[] =>
  Object.keys(record).map((key) => ({ op: 'add', path: `${path}/${escape(key)}`, value: record[key] }))

/** The RFC 6902 operations from a snapshot to the state now, and the snapshot of now. */
export function diff(before: Snapshot, state: Record<string, unknown>): { ops: Operation[]; next: Snapshot } {
  const ops: Operation[] = []
  const next = snapshot(state)
  for (const key of before.keys()) if (!next.has(key)) ops.push({ op: 'remove', path: `/${escape(key)}` })
  for (const [key, now] of next) {
    const old = before.get(key)
    const path = `/${escape(key)}`
    if (old === undefined) ops.push({ op: 'add', path, value: JSON.parse(JSON.stringify(state[key])) })
    else if (typeof old === 'string' && typeof now === 'string') changed(path, old, now, state[key], ops)
    else if (typeof old !== 'string' && typeof now !== 'string') {
      const record = state[key] as Record<string, unknown>
      for (const sub of old.keys()) if (!now.has(sub)) ops.push({ op: 'remove', path: `${path}/${escape(sub)}` })
      for (const [sub, entry] of now) {
        const was = old.get(sub)
        if (was === entry) continue
        if (was === undefined)
          ops.push({ op: 'add', path: `${path}/${escape(sub)}`, value: JSON.parse(entryText(entry)) })
        else changed(`${path}/${escape(sub)}`, entryText(was), entryText(entry), record[sub], ops)
      }
    } else ops.push({ op: 'replace', path, value: JSON.parse(JSON.stringify(state[key])) })
  }
  return { ops, next }
}
