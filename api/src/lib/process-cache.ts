/**
 * A map kept per app (one API process), emptied once it outgrows `max`: for what is costly to read and either never
 * changes while its key lives or is dropped from it when it does.
 */
export function processCache<V>(max: number): (app: object) => Map<string, V> {
  const caches = new WeakMap<object, Map<string, V>>()
  return (app) => {
    let cache = caches.get(app)
    if (!cache) caches.set(app, (cache = new Map()))
    if (cache.size > max) cache.clear()
    return cache
  }
}
