import { randomUUID } from 'node:crypto'
import type { SyncOptions } from 'feathers-sync'
import type { Application } from './declarations.ts'
import { serviceAt, useService } from './lib/service-at.ts'
import { catchPublishes, closeRedis, watchRedis } from './redis.ts'

/** What feathers-sync hands the serializer: the event, its service path, its data and the hook context, if any. */
interface SyncOut {
  event: string
  path: string
  data: unknown
  context?: { method?: string; result?: unknown; dispatch?: unknown }
}

/** The part of a hook context that crosses the bus: what channels dispatch and listeners read, and who sent it. */
export interface BusContext {
  path: string
  event: string
  method?: string
  result: unknown
  dispatch?: unknown
  origin: string
}

const origins = new WeakMap<Application, string>()
const inFlight = new WeakMap<object, Set<Promise<unknown>>>()

/**
 * Feathers service events through Redis (feathers-sync): every process re-emits every event, and its channels
 * publish it to the connections it holds, so a subscriber gets it once whichever process handled the call. Call it
 * before registering services; resolves once subscribed.
 */
export async function configureBus(app: Application, url: string, key: string): Promise<() => Promise<void>> {
  const origin = randomUUID()
  origins.set(app, origin)
  // The call's params (connections, transactions) stay here: their publishers and listeners only read these. Only
  // the external shape crosses: a raw row (a user's password hash, say) never leaves this process.
  const serialize = ({ event, path, data, context }: SyncOut) => {
    const shown = context?.dispatch ?? data
    return JSON.stringify({
      event,
      path,
      data: shown,
      context: {
        path,
        event,
        method: context?.method,
        result: shown,
        dispatch: context?.dispatch,
        origin
      } satisfies BusContext
    })
  }
  // Imported here, with Redis: a single process has no bus and these cost about 40 MB and a second at start.
  const [{ default: sync }, { createClient }] = await Promise.all([import('feathers-sync'), import('redis')])
  // feathers-sync's types omit that its default export carries the SYNC symbol.
  SYNC = (sync as unknown as { SYNC: symbol }).SYNC
  const redisClient = createClient({ url })
  // feathers-sync gives the subscribing connection the same listeners, and publishes each event without waiting.
  watchRedis(redisClient, 'event bus', app.get('log'))
  const publishes = catchPublishes(redisClient, 'event bus', app.get('log'))
  const options: SyncOptions & { redisClient: typeof redisClient } = {
    uri: url,
    key,
    redisClient,
    serialize,
    deserialize: (raw: Buffer) => JSON.parse(`${raw}`)
  }
  app.configure(sync(options))
  const publishing = new Set<Promise<unknown>>()
  inFlight.set(app, publishing)
  // feathers-sync publishes without waiting; a PING after it on the same connection answers once Redis has done it.
  app.on('sync-out', () => {
    // While Redis is away the event waits in the client's queue: the call does not wait for it.
    if (!redisClient.isReady) return
    const forget = () => publishing.delete(done)
    const done: Promise<unknown> = redisClient.ping().then(forget, forget)
    publishing.add(done)
  })
  // feathers-sync sets `app.sync`, which Feathers' application type does not know.
  const { sub, ready } = (app as unknown as { sync: { sub: typeof redisClient; ready: Promise<unknown> } }).sync
  await ready
  return async () => {
    publishes.closing()
    await closeRedis(redisClient, sub)
  }
}

/** The longest a call waits for Redis to take its events before it answers. */
const BUS_WAIT_MS = 1000

/** feathers-sync's mark of a hook context whose events stay off the bus; known once a bus is configured. */
let SYNC: symbol | undefined

/** A hook keeping a call's events on this process: a login's token and account have no business on the bus. */
export const keepEventsHere = (context: object): void => {
  if (SYNC) Object.assign(context, { [SYNC]: false })
}

/**
 * An app hook: a call answers once Redis has handed its events to every process, so that the caller's next call, on
 * any process, finds a ban or a role change already known there.
 */
export async function answerAfterBus(context: { app: object }, next: () => Promise<void>): Promise<void> {
  await next()
  const publishing = inFlight.get(context.app)
  if (!publishing?.size) return
  // A Redis that stops answering mid-call holds no answer longer than this.
  let timer: NodeJS.Timeout | undefined
  const late = new Promise((resolve) => (timer = setTimeout(resolve, BUS_WAIT_MS)))
  await Promise.race([Promise.allSettled([...publishing]), late])
  clearTimeout(timer)
}

/** Whether an event was emitted by this process (every event is, without a bus). */
export const fromThisProcess = (app: Application, context: unknown): boolean => {
  const origin = (context as Partial<BusContext> | undefined)?.origin
  return !origin || origin === origins.get(app)
}

interface EventService {
  emit(event: string, data: unknown, context?: unknown): boolean
  on(event: string, listener: (data: unknown, context: unknown) => void): void
}

/**
 * Runs `listener` for a service's events on every process: here as the event is emitted (the bus would bring it back
 * a moment later), elsewhere as the bus brings it.
 */
export function onEveryProcess<T>(app: Application, path: string, events: string[], listener: (data: T) => void) {
  const service = serviceAt<EventService>(app, path)
  const emit = service.emit.bind(service)
  service.emit = (event, data, context) => {
    if (events.includes(event)) listener(data as T)
    return emit(event, data, context)
  }
  for (const event of events) service.on(event, (data, context) => fromThisProcess(app, context) || listener(data as T))
}

/**
 * A message between API processes, never to clients; listen from the start (a domain's setup). `fromOthers` hears it
 * on every other process, `fromHere` once in the cluster, on the process that sent it, after the bus carried it.
 */
export function busSignal<T>(app: Application, name: string) {
  const path = `internal/${name}`
  // Feathers keys `services` by the declared service names; this path is made at run time.
  if (!app.services[path as never])
    // An event-only service: `setup` is its one harmless method, and no channel publishes its events.
    useService(app, path, { async setup() {} }, { methods: [], events: ['signal'] })
  const service = serviceAt<EventService>(app, path)
  return {
    send: (data: T) => void service.emit('signal', data),
    fromOthers: (listener: (data: T) => void) =>
      service.on('signal', (data, context) => fromThisProcess(app, context) || listener(data as T)),
    fromHere: (listener: (data: T) => void) =>
      service.on('signal', (data, context) => fromThisProcess(app, context) && listener(data as T))
  }
}
