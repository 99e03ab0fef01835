import { envNumber } from './numbers.ts'

/**
 * How the admin-list benchmarks (admin-users, observability) load the API: autocannon's run length, connections and
 * warm-up in seconds, the rounds, the worker threads (0: the bench's own thread) and the users in the list.
 */
export function adminListLoad(defaultRounds: number) {
  const whole = (name: string, fallback: number) => Math.floor(envNumber(name, fallback, { zero: true }))
  return {
    duration: envNumber('BENCH_DURATION', 10, { zero: true }),
    connections: envNumber('BENCH_CONNECTIONS', 10, { zero: true }),
    warmup: envNumber('BENCH_WARMUP', 3, { zero: true }),
    rounds: Math.max(1, whole('BENCH_ROUNDS', defaultRounds)),
    workers: whole('BENCH_WORKERS', 1),
    users: whole('BENCH_USERS', 1000)
  }
}

/** Runs a benchmark's `main`, then its `teardown` whatever happened; a failure becomes one more of its `problems`. */
export async function runGuarded(
  problems: string[],
  main: () => Promise<void>,
  teardown: () => Promise<void>
): Promise<boolean> {
  problems.length = 0
  try {
    await main()
  } catch (error) {
    problems.push(`benchmark failed: ${(error as Error).stack ?? error}`)
  } finally {
    await teardown()
  }
  if (problems.length) console.error(`\nFAILED:\n- ${problems.join('\n- ')}`)
  return problems.length === 0
}
