import type { Config } from '../configuration.ts'
import type { Application } from '../declarations.ts'
import { ensureAdmin, seedDemoData } from './seed.ts'
import { ensureDemoDjs } from './djs/seed.ts'

/** What `npm start` adds to the database before it listens: the banner's lines about it, and whether it seeded. */
export async function seedOnStart(app: Application, config: Config): Promise<{ lines: string[]; seeded: boolean }> {
  const lines: string[] = []
  let seeded = false
  // The demo data goes first: it is only added to a database without users, which ADMIN_EMAIL's account would spoil.
  if (config.demoData) {
    const created = await seedDemoData(app)
    seeded = created.length > 0
    if (seeded) {
      lines.push('Demo accounts (created now; change or remove them before going public):')
      for (const a of created)
        lines.push(
          `  ${a.label ?? (a.roles.filter((r) => r !== 'user').join(', ') || 'user')}`.padEnd(18) +
            `${a.email.padEnd(24)} ${a.password}`
        )
    } else await ensureDemoDjs(app)
  }
  if (config.adminEmail && config.adminPassword) {
    const done = await ensureAdmin(app, config.adminEmail, config.adminPassword)
    lines.unshift(`Administrator ${config.adminEmail}: ${done} from ADMIN_EMAIL/ADMIN_PASSWORD`)
  }
  return { lines, seeded }
}
