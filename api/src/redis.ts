import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'

/** The socket.io Redis adapter, so several API processes reach each other's sockets. */
export async function redisAdapter(url: string, prefix: string) {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  await Promise.all([pub.connect(), sub.connect()])
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()])
    }
  }
}
