import type { PushPlatform } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { defineJob } from '../../../lib/jobs.ts'
import { deliveryQueues } from './deliveries.ts'
import type { Delivery, Outcome } from './driver.ts'
import { pushDrivers } from './drivers.ts'

const CHUNK = 500
// Requests in flight at once: enough to hide a push service's latency, few enough not to be throttled.
const IN_FLIGHT = 64

interface Row extends Omit<Delivery, 'keys'> {
  p256dh: string | null
  auth: string | null
}

async function sendAll(app: Application, rows: Row[]): Promise<Outcome[]> {
  const drivers = pushDrivers(app)
  const outcomes: Outcome[] = new Array(rows.length)
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const index = next++
      const { p256dh, auth, ...row } = rows[index]!
      const delivery: Delivery = { ...row, keys: p256dh && auth ? { p256dh, auth } : undefined }
      outcomes[index] = await drivers[row.platform as PushPlatform]
        .send(delivery)
        .catch((error: Error) => ({ status: 'failed' as const, error: error.message }))
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, worker))
  return outcomes
}

/** Records what became of a chunk; a gone browser or device loses its registration. */
async function record(app: Application, rows: Row[], outcomes: Outcome[]): Promise<void> {
  const knex = app.get('knex')
  await knex.transaction(async (trx) => {
    const sent = rows.filter((_row, i) => outcomes[i]!.status === 'sent').map((row) => row.id)
    if (sent.length) await trx('notifications').whereIn('id', sent).update({ status: 'sent', sentAt: new Date() })
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === 'sent') continue
      const row = rows[i]!
      await trx('notifications').where('id', row.id).update({ status: outcome.status, error: outcome.error })
      if (outcome.status !== 'expired') continue
      if (row.platform === 'web') await trx('web_push_subscriptions').where('endpoint', row.target).delete()
      else await trx('devices').where('token', row.target).delete()
    }
  })
}

/** Sends a batch's queued deliveries a chunk at a time; after a crash the retry picks up what is still queued. */
async function deliverBatch(app: Application, batchId: string, signal: AbortSignal): Promise<void> {
  const knex = app.get('knex')
  for (;;) {
    if (signal.aborted) throw new Error('the job queue stopped')
    const rows: Row[] = await knex('notifications as n')
      .leftJoin('web_push_subscriptions as s', function () {
        this.on('s.endpoint', 'n.target').andOn('n.platform', knex.raw(`'web'`))
      })
      .where({ 'n.batchId': batchId, 'n.status': 'queued' })
      .orderBy('n.id')
      .limit(CHUNK)
      .select('n.id', 'n.platform', 'n.target', 'n.title', 'n.body', 'n.link', 'n.data', 's.p256dh', 's.auth')
    if (!rows.length) return
    await record(app, rows, await sendAll(app, rows))
  }
}

/** Declares the delivery job (the domain's setup, before the app starts its workers). */
export function configureNotificationDeliveries(app: Application): void {
  deliveryQueues.set(
    app,
    defineJob<{ batchId: string }>(app, {
      name: 'notification-delivery',
      retryLimit: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 900,
      run: (app, job) => deliverBatch(app, job.data.batchId, job.signal)
    })
  )
}
