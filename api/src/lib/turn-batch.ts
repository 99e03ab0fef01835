/**
 * Gathers the calls of one turn of the event loop into one `run` of at most `max` items: under load many calls share
 * a statement and its round trip, alone each is its own. `run` answers one result per item, in their order.
 */
export function turnBatch<T, R>(max: number, run: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let queue: { item: T; resolve(result: R): void; reject(error: unknown): void }[] = []
  const flush = () => {
    const taken = queue
    queue = []
    for (let start = 0; start < taken.length; start += max) {
      const batch = taken.slice(start, start + max)
      run(batch.map((call) => call.item)).then(
        (results) => batch.forEach((call, i) => call.resolve(results[i]!)),
        (error: unknown) => batch.forEach((call) => call.reject(error))
      )
    }
  }
  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (!queue.length) setImmediate(flush)
      queue.push({ item, resolve, reject })
    })
}
