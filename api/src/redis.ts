import type { Logger } from './lib/log.ts'

/** What the three Redis clients share of node-redis's client: its events. */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'ready', listener: () => void): unknown
}

/**
 * Logs a Redis client's outage once, and its return: node-redis reconnects by itself, and an `error` event without a
 * listener would end the process.
 */
export function watchRedis(client: RedisEvents, what: string, log: Logger, onBack?: () => void): void {
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    log.error({ err: error }, `${what}: Redis is unreachable; reconnecting`)
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log.warn(`${what}: Redis is back`)
    onBack?.()
  })
}

/** What closing needs of a node-redis client. */
interface Closable {
  readonly isOpen: boolean
  close(): Promise<void>
  destroy(): void
}

/** How long a closing client may take to finish the commands it holds before it is cut. */
const CLOSE_WAIT_MS = 1000

/**
 * Closes clients, letting them finish their pending commands for at most a second: a client still reconnecting to a
 * Redis that is away (or has just come back) would otherwise hold the process's shutdown.
 */
export async function closeRedis(...clients: Closable[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      let timer: NodeJS.Timeout | undefined
      const cut = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))
      await Promise.race([client.close().catch(() => undefined), cut])
      clearTimeout(timer)
      if (client.isOpen) client.destroy()
    })
  )
}

/** The app event of the socket.io adapter's subscriber back after an outage: what it missed meanwhile is lost. */
export const REDIS_BACK = 'redis-back'

/** The socket.io Redis adapter, so several API processes reach each other's sockets; `onBack` when it reconnects. */
export async function redisAdapter(url: string, prefix: string, log: Logger, onBack?: () => void) {
  // Imported only with Redis, as the event bus's modules are.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')])
  const pub = createClient({ url })
  const sub = pub.duplicate()
  watchRedis(pub, 'socket.io adapter', log)
  watchRedis(sub, 'socket.io adapter (subscriber)', log, onBack)
  await Promise.all([pub.connect(), sub.connect()])
  // The other processes' listeners see a message lost this way as a gap in the numbers, and rejoin.
  const publishes = catchPublishes(pub, 'socket.io', log)
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    close: async () => {
      publishes.closing()
      await closeRedis(pub, sub)
    }
  }
}

/**
 * For a client whose library drops its publishes' promises (the socket.io adapter, feathers-sync): a publish refused
 * while Redis is away, or cut in flight when it goes, is logged rather than left an unhandled rejection, which would
 * end the process. `closing()` silences them while the client closes.
 */
export function catchPublishes(client: object, what: string, log: Logger): { closing(): void } {
  let closing = false
  const target = client as { publish(channel: string, message: string): Promise<number> }
  const publish = target.publish.bind(target)
  target.publish = (channel, message) =>
    publish(channel, message).catch((error: unknown) => {
      if (!closing) log.error({ err: error }, `${what}: a publish to the other processes failed`)
      return 0
    })
  return { closing: () => void (closing = true) }
}
