// The bare REST baseline of the evening in a process of its own (off the bench's busy event loop, as the API's are):
// bare.ts's Koa + SQL admin list on the evening's database (BENCH_EVENING_BARE_DATABASE_URL). Answers { url }.
import knex from 'knex'
import { startBareServer } from '../bare.ts'

const db = knex({ client: 'pg', connection: process.env.BENCH_EVENING_BARE_DATABASE_URL, pool: { min: 0, max: 10 } })
const server = await startBareServer(db)
process.send!({ url: server.url })
// A bench that died leaves no server behind: the IPC channel closes with it.
process.on('disconnect', () => process.exit(0))
process.on('message', async () => {
  await server.close()
  await db.destroy()
  process.exit(0)
})
