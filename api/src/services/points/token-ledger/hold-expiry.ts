import type { Application } from '../../../declarations.ts'
import { voidExpiredHolds } from './ledger.ts'
import { announceAccount } from './entity.ts'

/** How often the sweep runs: twice per hold lifetime, between 50 ms and 30 s. */
const sweepIntervalMs = (ttlSeconds: number) => Math.min(30_000, Math.max(50, (ttlSeconds * 1000) / 2))

/**
 * Voids holds nobody settled within TOKEN_HOLD_TTL_SECONDS: a timer started with the app and stopped at teardown.
 * Each sweep is one `for update skip locked` batch, so several API processes never void a hold twice.
 */
export function configureHoldExpiry(app: Application): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const sweep = async () => {
    try {
      for (;;) {
        const accounts = await voidExpiredHolds(app.get('knex'))
        for (const account of accounts) announceAccount(app, account)
        if (!accounts.length) break
      }
    } catch (error) {
      app.get('log').error({ err: error }, 'token hold expiry sweep failed')
    }
  }
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(
      () => {
        running = sweep().then(schedule)
      },
      sweepIntervalMs(app.get('config').tokenHoldTtlSeconds)
    )
    timer.unref()
  }

  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        schedule()
      }
    ],
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        stopped = true
        clearTimeout(timer)
        await running
        await next()
      }
    ]
  })
}
