import { loadConfig } from './configuration.ts'
import { openDatabase } from './db.ts'
import { createApp } from './app.ts'
import { ensureAdmin, seedDemoData } from './demo/seed.ts'
import { ensureDemoDjs } from './demo/djs/seed.ts'

const config = loadConfig()
const knex = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
const app = await createApp(config, knex)

const lines: string[] = []
if (config.adminEmail && config.adminPassword) {
  lines.push(
    `Administrator ${config.adminEmail}: ${await ensureAdmin(app, config.adminEmail, config.adminPassword)} from ADMIN_EMAIL/ADMIN_PASSWORD`
  )
}
if (config.demoData) {
  const created = await seedDemoData(app)
  if (created.length) {
    lines.push('Demo accounts (created now; change or remove them before going public):')
    for (const a of created)
      lines.push(
        `  ${a.label ?? (a.roles.filter((r) => r !== 'user').join(', ') || 'user')}`.padEnd(18) +
          `${a.email.padEnd(24)} ${a.password}`
      )
  } else await ensureDemoDjs(app)
}

await app.listen(config.port, config.host)
const url = config.publicUrl
console.log(
  [
    `Spinroom is running (${config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`})`,
    `  player         ${url}/`,
    `  console        ${url}/admin/`,
    `  API reference  ${url}/docs`,
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
