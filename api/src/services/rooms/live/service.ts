import type { Params, RealTimeConnection } from '@feathersjs/feathers'
import {
  liveRoomActionNames,
  liveRoomActions,
  type LiveActionDef,
  type LiveActionInput,
  type LiveRoomActionName
} from '@spinroom/schemas'
import type { AnyService, Application, HookContext } from '../../../declarations.ts'
import { NotAuthenticated } from '../../../errors.ts'
import { identify } from '../../../lib/access.ts'
import { databaseUnavailable } from '../../../lib/database-errors.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { compileValidator, refuseNul } from '../../../lib/validate.ts'
import { spendRateLimit } from '../../../lib/rate-limits.ts'
import { liveRoomHandlers } from './actions.ts'
import { ProcessLiveness } from './liveness.ts'
import { connectionDropped, identityChanged } from './presence.ts'
import { startDelivery } from './messages.ts'
import type { RoomSequencer } from './sequencer.ts'
import { SongClock } from './song-clock.ts'
import { LIVE_PATH, trackSockets } from './sockets.ts'
import { followRoomChanges } from './settings-sync.ts'
import { useService } from '../../../lib/service-at.ts'
import { servePrimus } from './primus/server.ts'
import { resyncAfterRedis } from './resync.ts'
import { probeLiveRooms } from './live-metrics.ts'
import type { LiveRoomMethods, Method } from './action-methods.ts'

type AuthResult = { user?: { id: string }; guest?: { uuid: string }; apiKey?: { id: string } }
const identityOf = (result: AuthResult) => result.user?.id ?? result.guest?.uuid ?? result.apiKey?.id

const callerOf = (params: Params) => () => {
  if (!params.caller) throw new NotAuthenticated('Not authenticated')
  return params.caller
}

/** An action as a service method: its rate limit spent, its input checked against the table's schema, its handler. */
function method<N extends LiveRoomActionName>(app: Application, name: N): Method<N> {
  const declared: LiveActionDef = liveRoomActions[name]
  const validate = compileValidator(declared.input, 'body')
  const handler = liveRoomHandlers[name]
  return async (data, params) => {
    await spendRateLimit(app, declared.rateLimit, { caller: params.caller, address: params.ip, input: data })
    refuseNul(data, 'body')
    // The validator answers `unknown`; it has just checked the value against this action's input schema.
    const input = validate(data) as LiveActionInput<N>
    return handler({
      app,
      input,
      caller: callerOf(params),
      connection: params.connection,
      address: params.ip,
      resume: params.resumeRoom === true
    })
  }
}

/**
 * The live rooms over socket.io: every action names its room; the caller comes from the connection's authentication.
 */
export class LiveRoomsService {
  private clock?: SongClock
  private liveness?: ProcessLiveness
  private sequencer?: RoomSequencer
  private stopped = false

  constructor(private app: Application) {}

  async setup(): Promise<void> {
    trackSockets(this.app)
    this.sequencer = startDelivery(this.app)
    this.app.on(
      'disconnect',
      (connection) =>
        void connectionDropped(this.app, connection).catch(
          (error) => this.stopped || this.app.get('log').error({ err: error }, 'live rooms: disconnect failed')
        )
    )
    const changed = (connection: RealTimeConnection | undefined, identity: string | undefined) =>
      connection &&
      void identityChanged(this.app, connection, identity).catch(
        (error) =>
          this.stopped || this.app.get('log').error({ err: error }, 'live rooms: leaving the previous identity failed')
      )
    this.app.on('login', (result: AuthResult, params: Params) => changed(params?.connection, identityOf(result)))
    this.app.on('logout', (_result: unknown, params: Params) => changed(params?.connection, undefined))
    this.liveness = new ProcessLiveness(this.app)
    await this.liveness.start()
    this.clock = new SongClock(this.app)
    this.clock.start()
  }

  async teardown(): Promise<void> {
    this.stopped = true
    this.clock?.stop()
    this.sequencer?.stop()
    await this.liveness
      ?.stop()
      .catch((error) => this.app.get('log').error({ err: error }, 'live rooms: stopping the heartbeat failed'))
  }
}

/** The service with one method per live action. */
export function liveRoomsService(app: Application): LiveRoomsService & LiveRoomMethods {
  const methods = Object.fromEntries(liveRoomActionNames.map((name) => [name, method(app, name)]))
  // fromEntries loses the per-name types; each entry was built by `method` for its own name.
  return Object.assign(new LiveRoomsService(app), methods as LiveRoomMethods)
}

/** Counts every action by name; a refused one is counted and logged with its status, message and caller. */
async function observeAction(context: HookContext, next: () => Promise<void>) {
  const log = context.app.get('log')
  const metrics = context.app.get('metrics')
  metrics.liveActions.inc({ action: context.method })
  try {
    await next()
  } catch (error) {
    // A lost database is answered 503 further on (maskErrors): counted as what the caller gets.
    const status = ((databaseUnavailable(error) ?? error) as { code?: unknown }).code
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500
    metrics.liveRefusals.inc({ action: context.method, status: String(code) })
    log[code >= 500 ? 'error' : 'warn'](
      {
        action: context.method,
        status: code,
        message: (error as Error).message,
        user: context.params.caller?.id,
        transport: context.params.provider ?? 'internal'
      },
      'live action refused'
    )
    throw error
  }
}

/** Sets `params.caller` from the connection's authentication, as endpoint rows do. */
async function identifyCaller(context: HookContext, next: () => Promise<void>) {
  await identify(context)
  await next()
}

/** Registers the `live-rooms` service (called from the room domain's setup). */
export function configureLiveRooms(app: Application): void {
  useService(app, LIVE_PATH, liveRoomsService(app), { methods: liveRoomActionNames, events: [] })
  serviceAt<AnyService>(app, LIVE_PATH).hooks({ around: { all: [observeAction, identifyCaller] } })
  followRoomChanges(app)
  servePrimus(app)
  resyncAfterRedis(app)
  probeLiveRooms(app)
}
