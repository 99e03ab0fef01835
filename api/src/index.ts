import { loadConfig } from './configuration.ts'
import { openDatabase } from './db.ts'
import { createApp } from './app.ts'
import { seedOnStart } from './demo/on-start.ts'
import { startingAlone } from './start-lock.ts'
import { sitePaths } from '@spinroom/schemas'

const config = loadConfig()
const { knex, app, lines } = await startingAlone(config.databaseUrl, async () => {
  let knex = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  let app = await createApp(config, knex)
  const { lines, seeded } = await seedOnStart(app, config)
  if (seeded && !config.databaseUrl) {
    // Seeding grew the embedded database's WASM heap by hundreds of MB, which never shrinks: start again on it.
    await app.teardown()
    await knex.destroy()
    knex = await openDatabase({ dataDir: config.dataDir })
    app = await createApp(config, knex)
  }
  await app.listen(config.port, config.host)
  return { knex, app, lines }
})
const url = config.publicUrl
console.log(
  [
    `Spinroom is running (${config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`})`,
    `  player         ${url}/`,
    `  console        ${url}${sitePaths.console}`,
    `  API reference  ${url}${sitePaths.apiReference}`,
    `  API            ${url}/api/user-service/ (and the seven other bases)`,
    ...lines
  ].join('\n')
)

const stop = async () => {
  await app.teardown()
  await app.get('errorReporter').flush()
  await knex.destroy()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
