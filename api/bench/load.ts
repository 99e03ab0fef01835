import autocannon, { type Result } from 'autocannon'

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
  /** autocannon worker threads; 1 keeps the load generator off the servers' event loop (0: same thread). */
  workers: number
}

export interface Measurement {
  target: string
  round: number
  requestsPerSecond: number
  p50: number
  p99: number
  completed: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

/** Fires GET requests at `url` for the duration and keeps what the table needs. */
export async function measure(
  target: string,
  round: number,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions
): Promise<Measurement> {
  const result: Result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.duration,
    pipelining: 1,
    timeout: 10,
    ...(options.workers > 0 ? { workers: options.workers } : {})
  })
  return {
    target,
    round,
    // Completed over elapsed: autocannon's per-second average counts a partial last sample as a whole second.
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]))
  }
}

export const failures = (m: Measurement) => m.non2xx + m.errors + m.timeouts
