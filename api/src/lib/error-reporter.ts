import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'

/** Where an unexpected failure happened. */
export interface ErrorContext {
  requestId: string
  /** `METHOD /path` (REST) or `service.method` (socket.io). */
  where: string
}

/** Receives every failure the API masks as a 500 (and `POST /sentry-testing`). */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void
  /** Resolves once every report sent so far has been delivered or given up on. */
  flush(): Promise<void>
}

const SEND_TIMEOUT_MS = 5000

/** The log: the one place a masked failure is written, whatever else receives it. */
const logError = (error: unknown, { requestId, where }: ErrorContext) => console.error(`[${requestId}] ${where} failed:`, error)

const logReporter = (): ErrorReporter => ({ report: logError, flush: async () => {} })

interface Frame {
  function?: string
  filename: string
  lineno?: number
  colno?: number
  in_app: boolean
}

/** V8 stack lines (`at fn (file:line:col)`) as Sentry frames, oldest call first as Sentry wants them. */
function framesOf(stack: string | undefined): Frame[] {
  const frames: Frame[] = []
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line)
    if (!m) continue
    const filename = m[2].replace(/^file:\/\//, '')
    frames.push({ function: m[1], filename, lineno: Number(m[3]), colno: Number(m[4]), in_app: !filename.includes('node_modules') && !filename.startsWith('node:') })
  }
  return frames.reverse()
}

/** The parts of a DSN (`https://<publicKey>@<host>[/<path>]/<projectId>`) that address its envelope endpoint. */
export function parseDsn(dsn: string): { envelopeUrl: string; publicKey: string } {
  const url = new URL(dsn)
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!url.username || !projectId) throw new Error('SENTRY_DSN must look like https://<publicKey>@<host>/<projectId>')
  const prefix = segments.length ? `/${segments.join('/')}` : ''
  return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`, publicKey: decodeURIComponent(url.username) }
}

/**
 * Sentry's own protocol, without its SDK (`@sentry/node` is not a dependency): one event per report, in an
 * envelope POSTed to the DSN's envelope endpoint. The log gets the failure too, so operators never lose it.
 */
function sentryReporter(dsn: string): ErrorReporter {
  const { envelopeUrl, publicKey } = parseDsn(dsn)
  const pending = new Set<Promise<void>>()
  const send = async (error: unknown, { requestId, where }: ErrorContext) => {
    const err = error instanceof Error ? error : new Error(String(error))
    const eventId = randomUUID().replace(/-/g, '')
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      logger: 'spinroom',
      server_name: hostname(),
      environment: process.env.NODE_ENV || 'production',
      transaction: where,
      tags: { request_id: requestId, where },
      exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: framesOf(err.stack) } }] }
    }
    const envelope = [JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n')
    try {
      const res = await fetch(envelopeUrl, {
        method: 'POST',
        body: envelope,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${publicKey}, sentry_client=spinroom/1.0` }
      })
      if (!res.ok) console.error(`[${requestId}] Sentry refused the error report (${res.status})`)
    } catch (failure) {
      console.error(`[${requestId}] Sentry could not be reached: ${(failure as Error).message}`)
    }
  }
  return {
    report(error, context) {
      logError(error, context)
      const sending = send(error, context).finally(() => pending.delete(sending))
      pending.add(sending)
    },
    flush: async () => void (await Promise.all([...pending]))
  }
}

/** Sentry when `SENTRY_DSN` is set, otherwise the log. */
export const createErrorReporter = (sentryDsn: string | undefined): ErrorReporter => (sentryDsn ? sentryReporter(sentryDsn) : logReporter())
