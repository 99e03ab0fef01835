import type { Server } from 'node:http'
import Primus from 'primus'
import { MAX_NESTING } from '@spinroom/schemas'
import { socketOpened } from '../../../../lib/socket-observer.ts'
import type { Application } from '../../../../declarations.ts'
import { userChannel } from '../../../../channels.ts'
import { NotAuthenticated } from '../../../../errors.ts'
import { databaseUnavailable } from '../../../../lib/database-errors.ts'
import type { Authentication } from '../../../../auth/authentication.ts'
import { AUTH_PATH, toCaller } from '../../../../lib/caller.ts'
import { API_KEY_PREFIX } from '../../../../auth/api-keys.ts'
import { forwardedClient } from '../../../../lib/client-address.ts'
import { serviceAt } from '../../../../lib/service-at.ts'
import { jsonNestsDeeper } from '../../../../lib/shared-json.ts'
import { USER_SOCKETS_CLOSED } from '../../../accounts/moderation/sessions.ts'
import { addSessionSource } from '../../../accounts/moderation/session-sweep.ts'
import { addLiveTransport, registerSocket } from '../sockets.ts'
import { errorFrame, type ClientFrame } from './frames.ts'
import { PrimusHub } from './hub.ts'
import { PrimusLink, type LinkIdentity } from './link.ts'
import { roomsToResume, tokenHash } from './resumes.ts'

/** Where `ttfm-socket` connects: its Primus client has the path built in, whatever URL it is given. */
export const PRIMUS_PATH = '/primus'
/** A frame is at most what a socket.io message may be. */
const MAX_FRAME_BYTES = 1e6
/** The longest a timer waits (setTimeout's limit): a token that lives longer is checked again on each call anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1

type Done = (error: Error | undefined, value?: unknown) => void

const encoded = new WeakMap<object, string>()

/**
 * Primus's JSON parser: a frame sent to many links is encoded once; a frame received nested deeper than any input
 * may be is refused before JSON.parse walks it.
 */
const parser = {
  encoder: (data: unknown, done: Done) => {
    try {
      if (typeof data !== 'object' || data === null) return done(undefined, JSON.stringify(data))
      let text = encoded.get(data)
      if (text === undefined) encoded.set(data, (text = JSON.stringify(data)))
      done(undefined, text)
    } catch (error) {
      done(error as Error)
    }
  },
  decoder: (data: unknown, done: Done) => {
    if (typeof data !== 'string') return done(undefined, data)
    if (jsonNestsDeeper(data, MAX_NESTING + 1)) return done(new Error(`nested deeper than ${MAX_NESTING} levels`))
    try {
      done(undefined, JSON.parse(data))
    } catch (error) {
      done(error as Error)
    }
  }
}
// @types/primus makes a parser's callback take an error always; Primus's own parsers pass undefined, as these do.
type PrimusParser = NonNullable<ConstructorParameters<typeof Primus>[1]>['parser']

/** The caller a connection's `?token=` names: a JWT (user, guest, bot) or a service API key. */
async function identify(app: Application, spark: Primus.Spark): Promise<LinkIdentity> {
  const token = [spark.query.token].flat()[0]
  if (!token) throw new NotAuthenticated('Not authenticated: connect with ?token=<access token>')
  const authentication = token.startsWith(API_KEY_PREFIX)
    ? { strategy: 'apiKey', key: token }
    : { strategy: 'jwt', accessToken: token }
  const result = await serviceAt<Authentication>(app, AUTH_PATH).authenticate(authentication, {}, 'jwt', 'apiKey')
  const caller = toCaller(result)
  const expiresAt = caller.expiresAt ?? new Date(Date.now() + 24 * 3600_000)
  return { authentication, userUuid: caller.id, tokenHash: tokenHash(token), expiresAt }
}

/**
 * A connection that cannot be opened: each call is answered with why, then the connection closes; for good when its
 * token is refused, but a client that met a database outage (503) reconnects, as it would after a restart.
 */
function refuse(spark: Primus.Spark, error: unknown): void {
  const unavailable = databaseUnavailable(error)
  const answer = (frame: ClientFrame) => {
    spark.write(errorFrame(frame?.messageId, unavailable ?? error))
    spark.end(undefined, { reconnect: !!unavailable })
  }
  spark.on('data', answer)
}

/** Opens a link once its token is checked and the rooms it may resume are read; frames sent meanwhile wait. */
function open(app: Application, hub: PrimusHub<PrimusLink>, spark: Primus.Spark): void {
  const early: ClientFrame[] = []
  const hold = (frame: ClientFrame) => early.push(frame)
  let gone = false
  spark.on('data', hold)
  spark.on('end', () => (gone = true))
  const config = app.get('config')
  const ip = forwardedClient(spark.headers['x-forwarded-for'], config.trustProxy) || spark.address.ip
  void (async () => {
    const identity = await identify(app, spark)
    const rooms = await roomsToResume(app.get('knex'), identity.tokenHash)
    return { identity, rooms }
  })().then(
    ({ identity, rooms }) => {
      spark.removeListener('data', hold)
      if (gone) return
      const link = new PrimusLink(app, hub, spark, identity, ip)
      hub.add(link)
      registerSocket(link.connection, link)
      link.join([userChannel(identity.userUuid)])
      const expiry = setTimeout(() => link.end(), Math.min(identity.expiresAt.getTime() - Date.now(), MAX_TIMER_MS))
      const closed = socketOpened(app.get('log'), app.get('metrics'), 'primus', {
        socketId: spark.id,
        ip,
        user: identity.userUuid
      })
      spark.on('end', () => {
        closed({})
        clearTimeout(expiry)
        link.closed()
        hub.remove(link)
        app.emit('disconnect', link.connection)
      })
      spark.on('data', (frame: ClientFrame) => link.onFrame(frame))
      link.resumeLater(rooms)
      for (const frame of early) link.onFrame(frame)
    },
    (error: unknown) => {
      spark.removeListener('data', hold)
      refuse(spark, error)
      for (const frame of early) spark.emit('data', frame)
    }
  )
}

/**
 * Serves the live room over Primus at /primus beside socket.io, for bots written for Turntable LIVE (`ttfm-socket`):
 * the same tokens, actions, permissions, limits and messages. Attached when the app gets its HTTP server; on
 * teardown its clients are told to reconnect (to another process).
 */
export function servePrimus(app: Application): void {
  const hub = new PrimusHub<PrimusLink>()
  app.get('metrics').socketsConnected.set({ transport: 'primus' }, 0)
  addLiveTransport(app, hub)
  app.on(USER_SOCKETS_CLOSED, (userId: string) => hub.in(userChannel(userId)).forEach((link) => link.end()))
  addSessionSource(app, () =>
    hub.all().flatMap((link) => {
      const { userUuid, authentication } = link.identity
      return authentication.accessToken
        ? [{ userId: userUuid, accessToken: authentication.accessToken, end: () => link.end() }]
        : []
    })
  )
  let primus: Primus | undefined
  const { setup, teardown } = app
  Object.assign(app, {
    async setup(server?: Server) {
      await setup.call(app, server)
      if (!server || primus) return app
      primus = new Primus(server, {
        transformer: 'websockets',
        pathname: PRIMUS_PATH,
        parser: parser as PrimusParser,
        maxLength: MAX_FRAME_BYTES,
        compression: false
      })
      primus.on('connection', (spark: Primus.Spark) => {
        spark.addListener('error', () => spark.end(undefined, { reconnect: false }))
        open(app, hub, spark)
      })
      return app
    },
    async teardown(server?: Server) {
      const closing = primus
      primus = undefined
      if (closing) {
        // Its clients reconnect, to another process; the HTTP server is closed by the app's own teardown.
        closing.forEach((spark) => (spark.end(undefined, { reconnect: true }), true))
        await new Promise<void>((done) => closing.destroy({ close: false, reconnect: false, timeout: 0 }, () => done()))
      }
      return teardown.call(app, server)
    }
  })
}
