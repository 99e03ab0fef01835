import type { MusicProviderStatus, OperationsSummary, operationsRoutes } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Handlers } from '../../../lib/domain.ts'
import { statusOf } from '../provider-status/handlers.ts'
import { musicProviders } from '../../songs/providers/registry.ts'

/** Providers are asked at most this often: a dashboard refreshing every few seconds must not spend their quotas. */
export const PROVIDER_ASK_INTERVAL_MS = 60_000

const asked = new WeakMap<Application, { at: number; statuses: Promise<MusicProviderStatus[]> }>()

function providerStatuses(app: Application): Promise<MusicProviderStatus[]> {
  const last = asked.get(app)
  if (last && Date.now() - last.at < PROVIDER_ASK_INTERVAL_MS) return last.statuses
  const statuses = Promise.all(musicProviders(app).map(statusOf))
  asked.set(app, { at: Date.now(), statuses })
  return statuses
}

/** The metrics' own numbers (probes run first), in names, with the providers' last answers. */
async function operationsSummary({ app }: { app: Application }): Promise<OperationsSummary> {
  const metrics = app.get('metrics')
  const [providers] = await Promise.all([providerStatuses(app), metrics.refresh()])
  const jobs = new Map<string, OperationsSummary['jobs'][number]>()
  for (const { labels, value } of (await metrics.jobs.get()).values) {
    const queue = String(labels.queue)
    const row = jobs.get(queue) ?? { queue, queued: 0, active: 0, failed: 0 }
    if (labels.state === 'queued' || labels.state === 'active' || labels.state === 'failed') row[labels.state] = value
    jobs.set(queue, row)
  }
  const sockets = (await metrics.socketsConnected.get()).values
  const open = (transport: string) => sockets.find((sample) => sample.labels.transport === transport)?.value ?? 0
  return {
    generatedAt: new Date().toISOString(),
    live: {
      rooms: await metrics.valueOf(metrics.liveRooms),
      listeners: await metrics.valueOf(metrics.liveListeners),
      busiest: metrics.busiestRooms
    },
    uploadsAwaitingModeration: await metrics.valueOf(metrics.uploadsAwaitingModeration),
    jobs: [...jobs.values()].sort((a, b) => a.queue.localeCompare(b.queue)),
    requests: { windowSeconds: metrics.recent.windowMs / 1000, ...metrics.recent.summary() },
    sockets: { socketio: open('socketio'), primus: open('primus') },
    providers: providers.map(({ provider, name, configured, answering }) => ({ provider, name, configured, answering }))
  }
}

export const operationsHandlers: Handlers<typeof operationsRoutes> = { operationsSummary }
