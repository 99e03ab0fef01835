import { socketio } from './lib/socketio.ts'
import { feathers } from '@feathersjs/feathers'
import { routes, socketPath } from '@spinroom/schemas'
import { bodyParser, cors, koa, rest } from '@feathersjs/koa'
// The body parser of @feathersjs/koa; DELETE bodies are parsed too (DELETE /roomUserRoles/{roomId} names the role in
// its body).
import { HttpMethodEnum } from 'koa-body'
import type { Knex } from 'knex'
import type { DestinationStream } from 'pino'
import type { Config } from './configuration.ts'
import type { Application } from './declarations.ts'
import { errorHandler, maskErrors } from './errors.ts'
import { createErrorReporter } from './lib/error-reporter.ts'
import { MAX_UPLOAD_BYTES, bodyParsing, bodyRules, uploadSpaceGuard, uploadedFiles } from './lib/uploads.ts'
import { segmentFastPath } from './services/songs/uploaded-songs/segments.ts'
import { clientAddress, socketClientAddress } from './lib/client-address.ts'
import { loadKeys } from './auth/keys.ts'
import { configureAuthentication } from './auth/authentication.ts'
import { AUTH_PATH } from './lib/caller.ts'
import { configureChannels } from './channels.ts'
import { configureEntities, configureServices } from './services/index.ts'
import { staticFiles } from './lib/static.ts'
import { liveRoomAsyncApi } from './services/rooms/live/asyncapi/document.ts'
import { handshakeAuthentication } from './lib/socket-handshake-auth.ts'
import { REDIS_BACK, redisAdapter } from './redis.ts'
import { preparedAnswers, sharedJsonParser } from './lib/shared-json.ts'
import { CoalescingWebSocketServer } from './lib/coalesced-writes.ts'
import { answerAfterBus, configureBus } from './bus.ts'
import { createRateLimits } from './lib/rate-limits.ts'
import { limitSocketCalls } from './lib/socket-limits.ts'
import { configureDemoDjs } from './demo/djs/lifecycle.ts'
import { setPasswordHashing } from './auth/passwords.ts'
import { createLogger, logKnexThrough } from './lib/log.ts'
import { createMetrics } from './lib/metrics.ts'
import { createHealth, probeReadiness } from './lib/health.ts'
import { observeRequests } from './lib/observe-requests.ts'
import { operatorEndpoints } from './lib/operator-endpoints.ts'
import { observeSockets } from './lib/socket-observer.ts'

/**
 * Builds the whole API: REST on Koa, socket.io, authentication, every domain's endpoints, the docs and the two apps.
 */
export async function createApp(
  config: Config,
  knex: Knex,
  options: { logDestination?: DestinationStream } = {}
): Promise<Application> {
  const app: Application = koa(feathers())
  app.set('config', config)
  const log = createLogger(config.log, options.logDestination)
  app.set('log', log)
  const metrics = createMetrics({ enabled: config.metrics.enabled, log })
  app.set('metrics', metrics)
  const health = await createHealth({ knex: () => app.get('knex'), redisUrl: config.redisUrl, log })
  app.set('health', health)
  probeReadiness(metrics, health)
  setPasswordHashing(config.passwordHashing)
  app.set('knex', knex)
  logKnexThrough(knex, log)
  app.set('keys', await loadKeys({ privatePem: config.jwtPrivateKey, dataDir: config.dataDir }))
  app.set('startedAt', new Date())
  app.set('errorReporter', createErrorReporter(config.sentryDsn, log))
  const rateLimits = await createRateLimits(config, metrics, log)
  app.set('rateLimits', rateLimits)

  app.proxy = config.trustProxy > 0
  // Only the entries our own proxies appended: a client can write anything to the left of them.
  app.maxIpsCount = config.trustProxy
  app.use(observeRequests(log, metrics))
  app.use(errorHandler())
  app.use(clientAddress())
  app.use(operatorEndpoints({ health, metrics, access: config.metrics }))
  app.use(
    cors({
      exposeHeaders: ['Content-Range', 'X-Request-Id'],
      allowHeaders: ['Authorization', 'Content-Type', 'Range', 'X-Api-Key', 'X-Request-Id']
    })
  )
  app.use(segmentFastPath(app))
  const declared = Object.values(routes).flatMap((domain) => Object.values(domain))
  app.use(uploadSpaceGuard(app, declared))
  app.use(
    bodyParsing(
      (rule) =>
        bodyParser({
          parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
          jsonLimit: '1mb',
          formLimit: '1mb',
          textLimit: '1mb',
          multipart: true,
          includeUnparsed: rule.rawBody,
          // Empty files reach uploadedFiles, which refuses them naming their field.
          formidable: {
            maxFileSize: rule.maxFileSize ?? MAX_UPLOAD_BYTES,
            maxTotalFileSize: rule.maxTotalFileSize,
            maxFiles: rule.maxFiles ?? 1,
            allowEmptyFiles: true,
            minFileSize: 0
          }
        }),
      bodyRules(declared)
    )
  )
  app.use(uploadedFiles())
  // Named, so a request finds the authentication service at once rather than by scanning every registered service.
  app.configure(rest({ authentication: { service: AUTH_PATH } }))
  const adapter = config.redisUrl
    ? await redisAdapter(config.redisUrl, config.redisPrefix, log, () => app.emit(REDIS_BACK))
    : undefined
  const closeBus = config.redisUrl
    ? await configureBus(app, config.redisUrl, `${config.redisPrefix}:events`)
    : undefined
  app.configure(
    socketio(
      {
        path: socketPath,
        cors: { origin: true },
        maxHttpBufferSize: 1e6,
        parser: sharedJsonParser,
        wsEngine: CoalescingWebSocketServer
      },
      AUTH_PATH,
      (io) => {
        if (adapter) io.adapter(adapter.adapter)
        socketClientAddress(io, config.trustProxy)
        handshakeAuthentication(app, io, AUTH_PATH)
        preparedAnswers(io)
        limitSocketCalls(io, config.socketLimits)
        observeSockets(io, log, metrics)
      }
    )
  )
  // Feathers' app-hook types follow ServiceTypes, which names no service (they are registered from tables).
  app.hooks({ around: { all: [answerAfterBus] }, error: { all: [maskErrors] } } as never)
  app.configure(configureChannels)
  app.configure(configureEntities)
  app.configure(configureAuthentication)
  app.configure(configureServices)
  if (config.demoData) app.configure(configureDemoDjs)
  for (const middleware of staticFiles(app, () => liveRoomAsyncApi(config))) app.use(middleware)
  // As above: app hooks are typed from ServiceTypes.
  app.hooks({
    teardown: [
      async (_ctx: unknown, next: () => Promise<void>) => {
        await next()
        await Promise.all([adapter?.close(), closeBus?.(), rateLimits.close(), health.close()])
      }
    ]
  } as never)
  return app
}
