import type { Application } from '../declarations.ts'
import { Unavailable } from '../errors.ts'

/** The settings a provider needs, or a 503 that names every missing one. */
export function requireSettings<K extends string>(
  app: Application,
  provider: string,
  names: readonly K[]
): Record<K, string> {
  const settings = app.get('config').providers
  const missing = names.filter((name) => !settings[name])
  if (missing.length) {
    throw new Unavailable(`${provider} is not configured: set ${missing.join(' and ')}`, { missing })
  }
  return Object.fromEntries(names.map((name) => [name, settings[name]!])) as Record<K, string>
}

/** An optional setting with its default. */
export const setting = (app: Application, name: string, fallback: string) =>
  app.get('config').providers[name] || fallback
