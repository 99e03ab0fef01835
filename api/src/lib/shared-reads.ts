/**
 * A read whose calls share the one in flight for the same scope (a database) and key: a crowd joining one room at once
 * reads the room once, not once each. Nothing is kept once it settles, so no call gets an answer older than a read
 * already under way when it came. Each caller gets a copy of its own (`copy`), as from a read of its own.
 */
export function sharedReads<S extends object, A extends unknown[], T>(
  read: (scope: S, ...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
  copy: (value: T) => T = structuredClone
): (scope: S, ...args: A) => Promise<T> {
  const inFlight = new WeakMap<S, Map<string, Promise<T>>>()
  return (scope, ...args) => {
    const reads = inFlight.get(scope) ?? new Map<string, Promise<T>>()
    inFlight.set(scope, reads)
    const key = keyOf(...args)
    let pending = reads.get(key)
    if (!pending) {
      pending = read(scope, ...args).finally(() => reads.delete(key))
      reads.set(key, pending)
    }
    return pending.then(copy)
  }
}
