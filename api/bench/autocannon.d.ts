// autocannon 8 ships no types: only what the benchmark uses.
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    workers?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    /** Each connection sends these in turn, starting again after the last. */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[]
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
    p99_9: number
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    mismatches: number
    '2xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
