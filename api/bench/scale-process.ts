// One server process of the live-room scale run (live-scale.ts), started with fork(): `api` (the API on the bench's
// PostgreSQL database and Redis) or `bare` (plain socket.io with the Redis adapter). Answers { type: 'ready', url }.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'
import { openDatabase } from '../src/db.ts'
import { startBenchApi } from './api-server.ts'

type Message = { type: 'dj'; email: string; password: string } | { type: 'close' }

const [mode] = process.argv.slice(2)
const redisUrl = process.env.BENCH_SCALE_REDIS_URL!
const prefix = process.env.BENCH_SCALE_PREFIX!
const send = (message: unknown) => process.send!(message)

async function api(): Promise<void> {
  const knex = await openDatabase({ url: process.env.BENCH_SCALE_DATABASE_URL! })
  const { app, url } = await startBenchApi(knex, undefined, { url: redisUrl, prefix })
  const { createUser } = await import('../src/services/accounts/users/entity.ts')
  process.on('message', async (message: Message) => {
    if (message.type === 'dj') {
      await createUser(app, { email: message.email, password: message.password, nickname: 'bench-dj', roles: ['user'] })
      send({ type: 'dj-ready' })
    }
    if (message.type === 'close') {
      app.io.close()
      await app.teardown().catch(() => undefined)
      await knex.destroy()
      process.exit(0)
    }
  })
  send({ type: 'ready', url })
}

/** The same as live-room's bare server, with the Redis adapter: a vote's message reaches the other process's room. */
async function bare(): Promise<void> {
  const sample: unknown = JSON.parse(process.env.BENCH_SCALE_SAMPLE!)
  const pub = createClient({ url: redisUrl })
  const sub = pub.duplicate()
  await Promise.all([pub.connect(), sub.connect()])
  const http = createServer()
  const io = new Server(http, { adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }) })
  io.on('connection', (socket) => {
    socket.on('join', (room: string, done: (e: null, r: boolean) => void) => (socket.join(room), done(null, true)))
    // The answer is the message's sentAt, by which the evening's listeners name what reached them.
    socket.on('vote', (room: string, done: (e: null, sentAt: number) => void) => {
      const sentAt = Date.now()
      io.to(room).emit('message', { ...(sample as object), sentAt })
      done(null, sentAt)
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  process.on('message', async (message: Message) => {
    if (message.type !== 'close') return
    io.close()
    await Promise.allSettled([pub.quit(), sub.quit()])
    process.exit(0)
  })
  send({ type: 'ready', url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` })
}

await (mode === 'api' ? api() : bare())
