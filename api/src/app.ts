import { feathers } from '@feathersjs/feathers'
import { routes, socketPath } from '@spinroom/schemas'
import { bodyParser, cors, koa, rest } from '@feathersjs/koa'
// The body parser of @feathersjs/koa; DELETE bodies are parsed too (DELETE /roomUserRoles/{roomId} names the role in
// its body).
import { HttpMethodEnum } from 'koa-body'
import socketio from '@feathersjs/socketio'
import type { Knex } from 'knex'
import type { Config } from './configuration.ts'
import type { Application } from './declarations.ts'
import { errorHandler, maskErrors } from './errors.ts'
import { createErrorReporter } from './lib/error-reporter.ts'
import { MAX_UPLOAD_BYTES, bodyParsing, bodyRules, uploadedFiles } from './lib/uploads.ts'
import { segmentFastPath } from './services/songs/uploaded-songs/segments.ts'
import { clientAddress, socketClientAddress } from './lib/client-address.ts'
import { loadKeys } from './auth/keys.ts'
import { AUTH_PATH, configureAuthentication } from './auth/authentication.ts'
import { configureChannels } from './channels.ts'
import { configureEntities, configureServices } from './services/index.ts'
import { staticFiles } from './lib/static.ts'
import { redisAdapter } from './redis.ts'
import { preparedAnswers, sharedJsonParser } from './lib/shared-json.ts'
import { answerAfterBus, configureBus } from './bus.ts'
import { createRateLimits } from './lib/rate-limits.ts'
import { limitSocketCalls } from './lib/socket-limits.ts'
import { configureDemoDjs } from './demo/djs/lifecycle.ts'
import { setPasswordHashing } from './auth/passwords.ts'

/**
 * Builds the whole API: REST on Koa, socket.io, authentication, every domain's endpoints, the docs and the two apps.
 */
export async function createApp(config: Config, knex: Knex): Promise<Application> {
  const app: Application = koa(feathers())
  app.set('config', config)
  setPasswordHashing(config.passwordHashing)
  app.set('knex', knex)
  app.set('keys', await loadKeys({ privatePem: config.jwtPrivateKey, dataDir: config.dataDir }))
  app.set('startedAt', new Date())
  app.set('errorReporter', createErrorReporter(config.sentryDsn))
  const rateLimits = await createRateLimits(config)
  app.set('rateLimits', rateLimits)

  app.proxy = config.trustProxy > 0
  // Only the entries our own proxies appended: a client can write anything to the left of them.
  app.maxIpsCount = config.trustProxy
  app.use(errorHandler())
  app.use(clientAddress())
  app.use(
    cors({
      exposeHeaders: ['Content-Range', 'X-Request-Id'],
      allowHeaders: ['Authorization', 'Content-Type', 'Range', 'X-Api-Key', 'X-Request-Id']
    })
  )
  app.use(segmentFastPath(app))
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
      bodyRules(Object.values(routes).flatMap((domain) => Object.values(domain)))
    )
  )
  app.use(uploadedFiles())
  // Named, so a request finds the authentication service at once rather than by scanning every registered service.
  app.configure(rest({ authentication: { service: AUTH_PATH } }))
  const adapter = config.redisUrl ? await redisAdapter(config.redisUrl, config.redisPrefix) : undefined
  const closeBus = config.redisUrl
    ? await configureBus(app, config.redisUrl, `${config.redisPrefix}:events`)
    : undefined
  app.configure(
    socketio({ path: socketPath, cors: { origin: true }, maxHttpBufferSize: 1e6, parser: sharedJsonParser }, (io) => {
      if (adapter) io.adapter(adapter.adapter)
      socketClientAddress(io, config.trustProxy)
      preparedAnswers(io)
      limitSocketCalls(io, config.socketLimits)
    })
  )
  // Feathers' app-hook types follow ServiceTypes, which names no service (they are registered from tables).
  app.hooks({ around: { all: [answerAfterBus] }, error: { all: [maskErrors] } } as never)
  app.configure(configureChannels)
  app.configure(configureEntities)
  app.configure(configureAuthentication)
  app.configure(configureServices)
  if (config.demoData) app.configure(configureDemoDjs)
  for (const middleware of staticFiles(app)) app.use(middleware)
  // As above: app hooks are typed from ServiceTypes.
  app.hooks({
    teardown: [
      async (_ctx: unknown, next: () => Promise<void>) => {
        await next()
        await Promise.all([adapter?.close(), closeBus?.(), rateLimits.close()])
      }
    ]
  } as never)
  return app
}
