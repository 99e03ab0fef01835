/** One headline figure of a suite: what `npm run bench -- --markdown` writes into docs/benchmarks.md. */
export interface Figure {
  suite: string
  /** What was measured, in words (`GET /admin/users: throughput`). */
  figure: string
  value: number
  unit: string
  /** The target in words (`≥ 60% of bare`, `p99 < 50 ms`); empty when the figure is reported only. */
  target: string
  /** Whether the target was met; undefined when there is none. */
  met?: boolean
  /** The same measure of the bare stack (a Koa handler, bare SQL, bare socket.io), in the same unit. */
  baseline?: number
}

/** What a suite's run gives back: whether it passed, and its headline figures. */
export interface SuiteResult {
  ok: boolean
  figures: Figure[]
}

/** The values of a suite's own command-line options, by name without the dashes. */
export type SuiteOptions = Record<string, number | boolean | undefined>

/**
 * A suite: `run` resolves with a bare boolean (no figures) or a result with its figures. `options` declares the
 * command-line options it takes besides `--markdown`: `--name` alone (`flag`) or followed by a number (`number`).
 */
export interface Suite {
  options?: Record<string, 'flag' | 'number'>
  run(options: SuiteOptions): Promise<boolean | SuiteResult>
}

export const asResult = (outcome: boolean | SuiteResult): SuiteResult =>
  typeof outcome === 'boolean' ? { ok: outcome, figures: [] } : outcome
