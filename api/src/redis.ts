/** The socket.io Redis adapter, so several API processes reach each other's sockets. */
export async function redisAdapter(url: string, prefix: string) {
  // Imported only with Redis, as the event bus's modules are.
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')])
  const pub = createClient({ url })
  const sub = pub.duplicate()
  await Promise.all([pub.connect(), sub.connect()])
  // The adapter drops its publishes' promises: one refused while Redis is away or closing is logged here rather than
  // left an unhandled rejection (the other processes' listeners see the gap in the numbers and rejoin).
  let closing = false
  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>
  Object.assign(pub, {
    publish: (channel: string, message: string) =>
      publish(channel, message).catch((error: unknown) => {
        if (!closing) console.error('socket.io: a publish to the other processes failed', error)
        return 0
      })
  })
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    close: async () => {
      closing = true
      await Promise.allSettled([pub.quit(), sub.quit()])
    }
  }
}
