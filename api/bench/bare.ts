import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import type { Knex } from 'knex'

export interface BareServer {
  url: string
  close(): Promise<void>
}

const LIMIT = 20

/**
 * The floor of this stack: plain Koa, the same knex instance, the same two queries the knex adapter
 * runs for the admin list (page, then count, one after the other as @feathersjs/knex does), the same answer.
 */
export async function startBareServer(knex: Knex): Promise<BareServer> {
  const app = new Koa()
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/users') {
      ctx.status = 404
      return
    }
    const rows: Record<string, unknown>[] = await knex('users')
      .select('*')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'asc' }
      ])
      .limit(LIMIT)
      .offset(0)
    const [{ total }] = await knex('users').count('id as total')
    const count = Number(total)
    const data = rows.map(({ password: _password, ...user }) => user)
    ctx.body = { data, count: data.length, total: count, page: 1, pageCount: Math.ceil(count / LIMIT) }
  })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/users`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }
}
