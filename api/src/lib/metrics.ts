import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Logger } from './log.ts'
import { RecentRequests } from './recent-requests.ts'

/** A live room as the dashboard lists it. */
export interface BusyRoom {
  name: string
  slug: string
  listeners: number
}

/** Reads a number that lives elsewhere (the database, the job queue) into its gauges, just before they are read. */
export type Probe = () => Promise<void>

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Every metric the API exports, one registry per app: two apps in one process (tests) keep their counts apart. */
export function createMetrics(options: { enabled: boolean; log: Logger }) {
  const registry = new Registry()
  const registers = [registry]
  if (options.enabled) collectDefaultMetrics({ register: registry })
  const recent = new RecentRequests()
  const probes: Probe[] = []
  const metrics = {
    enabled: options.enabled,
    registry,
    recent,
    /** The busiest live rooms at the last probe, by listeners. */
    busiestRooms: [] as BusyRoom[],
    httpDuration: new Histogram({
      name: 'spinroom_http_request_duration_seconds',
      help: 'REST requests by route template and status class, and how long they took',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: seconds,
      registers
    }),
    recentRequests: new Gauge({
      name: 'spinroom_http_recent_requests',
      help: 'REST requests this process answered in the last 5 minutes',
      registers,
      collect() {
        this.set(recent.summary().requests)
      }
    }),
    recentErrorRate: new Gauge({
      name: 'spinroom_http_recent_error_ratio',
      help: 'Share of 5xx answers among the REST requests this process answered in the last 5 minutes',
      registers,
      collect() {
        this.set(recent.summary().errorRate)
      }
    }),
    dependencyUp: new Gauge({
      name: 'spinroom_dependency_up',
      help: 'Whether this process reaches what readiness needs (database; redis when REDIS_URL is set): 1 or 0',
      labelNames: ['dependency'] as const,
      registers
    }),
    socketsConnected: new Gauge({
      name: 'spinroom_sockets_connected',
      help: 'Real-time connections open on this process, by transport (socketio, primus)',
      labelNames: ['transport'] as const,
      registers
    }),
    liveRooms: new Gauge({
      name: 'spinroom_live_rooms',
      help: 'Live rooms with at least one listener (every process reports the whole deployment)',
      registers
    }),
    liveListeners: new Gauge({
      name: 'spinroom_live_listeners',
      help: 'People in live rooms, DJs and listeners (every process reports the whole deployment)',
      registers
    }),
    liveActions: new Counter({
      name: 'spinroom_live_actions_total',
      help: 'Live room actions received by this process, by action',
      labelNames: ['action'] as const,
      registers
    }),
    liveRefusals: new Counter({
      name: 'spinroom_live_action_refusals_total',
      help: 'Live room actions refused by this process, by action and status',
      labelNames: ['action', 'status'] as const,
      registers
    }),
    songsPlayed: new Counter({
      name: 'spinroom_songs_played_total',
      help: 'Songs whose play this process started in a live room',
      registers
    }),
    jobs: new Gauge({
      name: 'spinroom_jobs',
      help: 'Durable jobs by queue and state (queued, active, failed; the whole deployment)',
      labelNames: ['queue', 'state'] as const,
      registers
    }),
    uploadsAwaitingModeration: new Gauge({
      name: 'spinroom_uploads_awaiting_moderation',
      help: 'Uploaded songs waiting for a moderator (the whole deployment)',
      registers
    }),
    mediaFreeBytes: new Gauge({
      name: 'spinroom_media_free_bytes',
      help: "Bytes free on this process's media disk (MEDIA_DIR; not reported for an S3 bucket)",
      registers
    }),
    mediaReserveBytes: new Gauge({
      name: 'spinroom_media_reserve_bytes',
      help: 'Bytes the media disk keeps free (MEDIA_MIN_FREE_MB): uploads are refused below it',
      registers
    }),
    transcodeDuration: new Histogram({
      name: 'spinroom_transcode_duration_seconds',
      help: 'Transcodes of uploaded songs on this process, by outcome (done, failed, stopped, waiting: the media disk was full)',
      labelNames: ['outcome'] as const,
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers
    }),
    ledgerOperations: new Counter({
      name: 'spinroom_ledger_operations_total',
      help: 'Token ledger operations on this process, by operation',
      labelNames: ['operation'] as const,
      registers
    }),
    ledgerConflicts: new Counter({
      name: 'spinroom_ledger_conflicts_total',
      help: 'Token ledger operations refused with a conflict (balance, hold, idempotency), by operation',
      labelNames: ['operation'] as const,
      registers
    }),
    rateLimitRefusals: new Counter({
      name: 'spinroom_rate_limit_refusals_total',
      help: 'Calls refused by a named rate limit on this process',
      labelNames: ['limit'] as const,
      registers
    }),
    /** Adds a probe run before every read of the metrics. */
    addProbe(probe: Probe): void {
      probes.push(probe)
    },
    /** Runs every probe; one that fails leaves its gauges as they were and is logged. */
    async refresh(): Promise<void> {
      await Promise.all(
        probes.map((probe) =>
          probe().catch((error: unknown) => options.log.warn({ err: error }, 'metrics probe failed'))
        )
      )
    },
    /** The Prometheus text exposition, probes run first. */
    async exposition(): Promise<string> {
      await metrics.refresh()
      return registry.metrics()
    },
    /** The current value of a gauge without labels (0 when never set). */
    async valueOf(gauge: Gauge): Promise<number> {
      return (await gauge.get()).values[0]?.value ?? 0
    }
  }
  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>

/** `2xx`, `4xx`, `5xx`: the label a status goes under. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`
