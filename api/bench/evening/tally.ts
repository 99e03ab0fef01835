/** Errors of the evening by kind (`http 503 GET /admin/users`, `listener: rejoin: …`), and inside which fault. */
export interface Tally {
  /** The fault under way (its name), or null: what goes wrong during a fault is counted under it. */
  during: string | null
  /** The fault that was under way at a time (ms since the epoch), or null. */
  at(time: number): string | null
  /**
   * Counts a failure under a fault under way while what failed was (from `startedAt`, default now, until now): a call
   * that times out or a listener still away after the fault's window belongs to the fault, and so does a call begun
   * just before it that the fault refused.
   */
  count(source: string, kind: string, startedAt?: number): void
  /** Every count: `[where, source, kind, how many]`, where is the fault's name or `soak`. */
  rows(): [string, string, string, number][]
  /** Counts that say the server failed: outside faults a 5xx, a timeout or a refused connection; anywhere a 500. */
  serverErrors(): number
}

const SERVER_ERROR = /^(http 5\d\d|timeout|connection refused|ack: .*"code":5\d\d)/
// A 500, or an internal error's own code (ECONNREFUSED…) reaching a client: a server error whenever it happens.
const INTERNAL_ERROR = /^http 500|"code":500|"code":"E[A-Z]+"/

interface Window {
  name: string
  from: number
  to: number
}

export function createTally(): Tally {
  const counts = new Map<string, number>()
  const windows: Window[] = []
  let current: Window | null = null
  /** The first fault under way at some time from `from` to `to`. */
  const overlapping = (from: number, to: number) => windows.find((w) => w.from <= to && from < w.to)?.name ?? null
  const tally: Tally = {
    get during() {
      return current?.name ?? null
    },
    set during(name) {
      if (current) current.to = Date.now()
      current = name === null ? null : { name, from: Date.now(), to: Infinity }
      if (current) windows.push(current)
    },
    at: (time) => overlapping(time, time),
    count(source, kind, startedAt = Date.now()) {
      const key = JSON.stringify([overlapping(startedAt, Date.now()) ?? 'soak', source, kind])
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    rows: () =>
      [...counts].map(
        ([key, n]) => [...(JSON.parse(key) as [string, string, string]), n] as [string, string, string, number]
      ),
    serverErrors: () =>
      tally
        .rows()
        .filter(([where, , kind]) => INTERNAL_ERROR.test(kind) || (where === 'soak' && SERVER_ERROR.test(kind)))
        .reduce((sum, row) => sum + row[3], 0)
  }
  return tally
}
