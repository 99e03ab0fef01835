import jsonpatch, { type Operation } from 'fast-json-patch'

/** An item's identity in a list of users, DJs or their uuids: the uuid, or the string itself. */
function keyOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item
  const uuid = (item as { uuid?: unknown } | null)?.uuid
  return typeof uuid === 'string' ? uuid : undefined
}

function keysOf(list: unknown[]): string[] | undefined {
  const keys = list.map(keyOf)
  if (keys.some((key) => key === undefined) || new Set(keys).size !== keys.length) return undefined
  return keys as string[]
}

/** A kept item's changes, by field as compare() gives them: a copy read back from the database orders its keys anew. */
function itemOps(path: string, before: unknown, after: unknown): Operation[] {
  const objects = typeof before === 'object' && before !== null && typeof after === 'object' && after !== null
  if (!objects) return before === after ? [] : [{ op: 'replace', path, value: structuredClone(after) }]
  return jsonpatch.compare(before, after).map((op) => ({ ...op, path: `${path}${op.path}` }))
}

/**
 * The operations from one list keyed by uuid to the next: a `remove` for each item gone, an `add` for each new one, a
 * `replace` for each changed one, where compare() rewrites every item after the first removed (one listener leaving a
 * room of 50 sent every listener 50 rewritten entries). Undefined when the items are not keyed by distinct uuids or the
 * kept ones changed order: compare() then.
 */
export function listOps(path: string, before: unknown[], after: unknown[]): Operation[] | undefined {
  const was = keysOf(before)
  const now = keysOf(after)
  if (!was || !now) return undefined
  const staying = new Set(now)
  const ops: Operation[] = []
  // From the end, so that each index is still the item's when its removal applies.
  for (let i = was.length - 1; i >= 0; i--) if (!staying.has(was[i])) ops.push({ op: 'remove', path: `${path}/${i}` })
  const kept = was.flatMap((key, i) => (staying.has(key) ? [i] : []))
  const existed = new Set(was)
  let next = 0
  for (const [i, key] of now.entries()) {
    const item: unknown = after[i]
    if (!existed.has(key)) {
      ops.push({ op: 'add', path: `${path}/${i}`, value: structuredClone(item) })
      continue
    }
    const old = kept[next++]
    if (was[old] !== key) return undefined
    ops.push(...itemOps(`${path}/${i}`, before[old], item))
  }
  return ops
}
