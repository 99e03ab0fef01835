import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Application } from '../../declarations.ts'
import { issueToken } from '../../auth/authentication.ts'
import type { UserRow } from '../../services/accounts/users/entity.ts'
import { DemoDjBot } from './bot.ts'
import { demoDjRoom, demoDjs } from './roster.ts'

/** How long a demo DJ waits before trying again after a failed join or a refused seat. */
const RETRY_MS = 5000

/** The API's own origin as a client on this machine reaches it. */
async function ownUrl(server: Server): Promise<string> {
  if (!server.listening) await once(server, 'listening')
  const { address, port } = server.address() as AddressInfo
  const host =
    address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address
  return `http://${host}:${port}`
}

/** The demo DJ bots of the database, each with a way to mint its token, and the demo room; none without demo data. */
async function findDemoDjs(app: Application) {
  const knex = app.get('knex')
  const room: { uuid: string } | undefined = await knex('rooms').where('slug', demoDjRoom.slug).first('uuid')
  const bots: UserRow[] = await knex('users')
    .join('bots', 'bots.userUuid', 'users.id')
    .whereIn(
      'users.nickname',
      demoDjs.map((dj) => dj.nickname)
    )
    .select('users.*')
  return room ? bots.map((user) => ({ user, roomUuid: room.uuid })) : []
}

/**
 * With demo data on: once the API listens, the demo DJ bots connect to it over socket.io, like any client, and keep the
 * demo room playing; the app's teardown stops them.
 */
export function configureDemoDjs(app: Application): void {
  const bots: DemoDjBot[] = []
  let starting: Promise<void> = Promise.resolve()
  let stopped = false

  const start = async () => {
    const url = await ownUrl(app.server as Server)
    for (const { user, roomUuid } of await findDemoDjs(app)) {
      if (stopped) return
      const bot = new DemoDjBot({
        url,
        roomUuid,
        nickname: user.nickname,
        token: async () => (await issueToken(app, { type: 'bot', user })).accessToken,
        retryMs: RETRY_MS
      })
      bots.push(bot)
      bot.start()
    }
  }

  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        starting = start().catch((error) => app.get('log').error({ err: error }, 'demo DJs: could not start'))
      }
    ],
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        stopped = true
        await starting
        for (const bot of bots.splice(0)) bot.stop()
        await next()
      }
    ]
  })
}
