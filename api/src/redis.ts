/** The socket.io Redis adapter, so several API processes reach each other's sockets. */
export async function redisAdapter(url: string, prefix: string) {
  // Imported only with Redis, as the event bus's modules are.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')])
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
