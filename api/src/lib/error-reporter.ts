import type { Scope } from '@sentry/node'
import type { Logger } from './log.ts'

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

const FLUSH_TIMEOUT_MS = 5000

/** The log: the one place a masked failure is written, whatever else receives it. */
const logError =
  (log: Logger) =>
  (error: unknown, { requestId, where }: ErrorContext) =>
    log.error({ err: error, requestId, where }, `${where} failed`)

const logReporter = (log: Logger): ErrorReporter => ({ report: logError(log), flush: async () => {} })

/**
 * A scope bound to a client of its own for `dsn`: errors only, no tracing, no instrumentation of other modules.
 * Not `Sentry.init`, whose client is a process-wide singleton that a second app (a test file, a worker) would replace.
 */
async function sentryScope(dsn: string, log: Logger): Promise<Scope> {
  // Loaded only when a DSN is set: the SDK takes about a second to import.
  const { NodeClient, Scope, defaultStackParser, getSentryRelease, linkedErrorsIntegration, makeNodeTransport } =
    await import('@sentry/node')
  const client = new NodeClient({
    dsn,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // 'static' keeps the SDK from adding its span-streaming integration; channel injection would instrument other
    // modules.
    traceLifecycle: 'static',
    enableRuntimeChannelInjection: false,
    // What Sentry.init would read from the environment.
    environment: process.env.SENTRY_ENVIRONMENT,
    release: getSentryRelease()
  })
  if (!client.getDsn()) throw new Error('SENTRY_DSN must look like https://<publicKey>@<host>/<projectId>')
  // The `cause` chain of an error (a driver error under a knex one) goes to Sentry too.
  client.addIntegration(linkedErrorsIntegration())
  client.on('afterSendEvent', (event, { statusCode }) => {
    if (statusCode === undefined || statusCode >= 300)
      log.error(
        { requestId: event.tags?.request_id, statusCode },
        `Sentry did not take the error report (${statusCode ?? 'unreachable'})`
      )
  })
  const scope = new Scope()
  scope.setClient(client)
  return scope
}

/** Sentry's Node SDK, one event per report; the log gets every failure too, so operators never lose one. */
function sentryReporter(dsn: string, log: Logger): ErrorReporter {
  const report = logError(log)
  const ready = sentryScope(dsn, log).catch((failure: Error) => {
    log.error(`Sentry is off, failures go to the log only: ${failure.message}`)
    return undefined
  })
  const pending = new Set<Promise<unknown>>()
  return {
    report(error, context) {
      report(error, context)
      const sending = ready
        .then((scope) =>
          scope
            ?.clone()
            .setTags({ request_id: context.requestId, where: context.where })
            .setTransactionName(context.where)
            .captureException(error)
        )
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async flush() {
      await Promise.all([...pending])
      await (await ready)?.getClient()?.flush(FLUSH_TIMEOUT_MS)
    }
  }
}

/** Sentry when `SENTRY_DSN` is set, otherwise the log. */
export const createErrorReporter = (sentryDsn: string | undefined, log: Logger): ErrorReporter =>
  sentryDsn ? sentryReporter(sentryDsn, log) : logReporter(log)
