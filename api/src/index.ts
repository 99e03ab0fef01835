import { loadConfig } from './configuration.ts'
import { createApp } from './app.ts'
import { seedOnStart } from './demo/on-start.ts'
import { SEED_AND_EXIT, openForStart, seedAndExit } from './demo/seed-process.ts'
import { startingAlone } from './start-lock.ts'
import { holdDataDir } from './backup/control-socket.ts'
import { dumpServedDatabase } from './backup/embedded.ts'
import { sitePaths } from '@spinroom/schemas'
import { listenShared } from './lib/listen.ts'

// Node's default of 511 overflowed when thousands of clients reconnected at once, dropping HAProxy's checks with them.
const LISTEN_BACKLOG = 4096

const config = loadConfig()
if (process.argv.includes(SEED_AND_EXIT)) await seedAndExit(config)
// The embedded database is this process's alone; `npm run backup` asks it for a snapshot through the data directory.
const hold = config.databaseUrl ? undefined : await holdDataDir(config.dataDir!, 'server')
const { knex, app, lines, listening } = await startingAlone(config.databaseUrl, async () => {
  const { knex, demoLines } = await openForStart(config)
  hold?.serve(() => dumpServedDatabase(knex))
  const app = await createApp(config, knex)
  const { lines } = await seedOnStart(app, config)
  const listening = await listenShared(
    (options) => app.listen(options),
    { port: config.port, host: config.host, backlog: LISTEN_BACKLOG, sockets: config.listenSockets },
    app.get('log')
  )
  return { knex, app, lines: [...lines, ...demoLines], listening }
})
const url = config.publicUrl
console.log(
  [
    `Spinroom is running (${config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`})`,
    `  player         ${url}${sitePaths.player}`,
    `  console        ${url}${sitePaths.console}`,
    `  API reference  ${url}${sitePaths.apiReference}`,
    `  live room      ${url}${sitePaths.liveRoomReference} (AsyncAPI: ${url}${sitePaths.asyncApi})`,
    `  API            ${url}/api/user-service/ (and the seven other bases)`,
    ...lines
  ].join('\n')
)

const stop = async () => {
  await listening.close()
  await app.teardown()
  await app.get('errorReporter').flush()
  await knex.destroy()
  await hold?.release()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
