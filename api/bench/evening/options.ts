// The evening's settings: the command line's (`--minutes N`, `--ramp`) and the environment's, the numbers by
// default (100 rooms, 5,000 listeners, 10 minutes).
import type { SuiteOptions } from '../figures.ts'
import { envNumber } from '../numbers.ts'

export const options = { minutes: 'number', ramp: 'flag' } as const

export function settings(given: SuiteOptions) {
  const whole = (name: string, fallback: number) => Math.round(envNumber(name, fallback))
  return {
    minutes: Number(given.minutes ?? 10),
    ramping: given.ramp === true,
    rooms: whole('BENCH_EVENING_ROOMS', 100),
    listeners: whole('BENCH_EVENING_LISTENERS', 5000),
    /** Share of the listeners that are ttfm-socket bots on Primus. */
    primusShare: envNumber('BENCH_EVENING_PRIMUS_SHARE', 0.1, { zero: true }),
    /** Share of the listeners that reconnect each minute. */
    reconnectShare: envNumber('BENCH_EVENING_RECONNECT_SHARE', 0.1, { zero: true }),
    workers: whole('BENCH_EVENING_WORKERS', 4),
    atOnce: whole('BENCH_EVENING_AT_ONCE', 50),
    /** How long PostgreSQL and Redis stay down, and the media disk full. */
    outageSeconds: envNumber('BENCH_EVENING_OUTAGE_SECONDS', 10),
    buyers: whole('BENCH_EVENING_BUYERS', 10),
    pace: {
      voteSeconds: envNumber('BENCH_EVENING_VOTE_SECONDS', 20),
      chatSeconds: envNumber('BENCH_EVENING_CHAT_SECONDS', 30),
      animationSeconds: envNumber('BENCH_EVENING_ANIMATION_SECONDS', 30),
      pollSeconds: envNumber('BENCH_EVENING_POLL_SECONDS', 5),
      uploadsPerMinute: envNumber('BENCH_EVENING_UPLOADS_PER_MINUTE', 2),
      purchaseSeconds: envNumber('BENCH_EVENING_PURCHASE_SECONDS', 30)
    },
    ramp: {
      step: whole('BENCH_EVENING_RAMP_STEP', 1000),
      max: whole('BENCH_EVENING_RAMP_MAX', 20_000),
      votes: whole('BENCH_EVENING_RAMP_VOTES', 60)
    }
  }
}
export type Settings = ReturnType<typeof settings>

/** When each fault starts, as a share of the soak: spread over the evening, one after the other. */
export const FAULT_AT = [0.25, 0.45, 0.65, 0.8]
