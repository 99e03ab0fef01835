import type { Application } from '../declarations.ts'
import { Unavailable } from '../errors.ts'

/**
 * 503: an outside provider lacks settings. The message names them, for staff and the log; listeners get
 * `listenerError()` instead (the router swaps them), which names the provider only.
 */
export class NotConfigured extends Unavailable {
  constructor(
    readonly providerName: string,
    readonly missing: readonly string[],
    readonly providerKey: string
  ) {
    super(`${providerName} is not configured: set ${missing.join(' and ')}`, {
      provider: providerKey,
      reason: 'notConfigured',
      missing
    })
  }

  /** What a listener reads: plain words, and what the player needs to word it its own way. */
  listenerError(): Unavailable {
    return new Unavailable(`${this.providerName} isn't set up on this server yet`, {
      provider: this.providerKey,
      reason: 'notConfigured'
    })
  }
}

/**
 * The settings a provider needs, or a 503 that names every missing one. A music provider gives its `key`: then only
 * staff read the names (see NotConfigured).
 */
export function requireSettings<K extends string>(
  app: Application,
  provider: string,
  names: readonly K[],
  key?: string
): Record<K, string> {
  const settings = app.get('config').providers
  const missing = names.filter((name) => !settings[name])
  if (missing.length) {
    if (key) throw new NotConfigured(provider, missing, key)
    throw new Unavailable(`${provider} is not configured: set ${missing.join(' and ')}`, { missing })
  }
  return Object.fromEntries(names.map((name) => [name, settings[name]!])) as Record<K, string>
}

/** An optional setting with its default. */
export const setting = (app: Application, name: string, fallback: string) =>
  app.get('config').providers[name] || fallback
