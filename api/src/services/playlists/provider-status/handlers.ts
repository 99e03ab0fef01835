import type { MusicProviderStatus, musicProviderStatusRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import type { MusicProvider } from '../../songs/providers/provider.ts'
import { musicProviders } from '../../songs/providers/registry.ts'

/** How long the status waits for one provider's answer. */
export const PROVIDER_STATUS_TIMEOUT_MS = 4000

/** One provider's settings, then (when they are set) a cheap real call to it, timed. */
export async function statusOf(provider: MusicProvider): Promise<MusicProviderStatus> {
  const missing = provider.missingSettings()
  const base = { provider: provider.key, name: provider.name, configured: !missing.length, missing }
  if (missing.length) return { ...base, answering: null, latencyMs: null, error: null }
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${provider.name} did not answer within ${PROVIDER_STATUS_TIMEOUT_MS / 1000} s`)),
      PROVIDER_STATUS_TIMEOUT_MS
    )
  })
  const call = provider.probe
    ? provider.probe()
    : provider.search({ q: 'music', limit: 1, offset: 0, country: 'US', explicit: true })
  try {
    await Promise.race([call, timeout])
    return { ...base, answering: true, latencyMs: Math.round(performance.now() - started), error: null }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ...base, answering: false, latencyMs: Math.round(performance.now() - started), error: message }
  } finally {
    clearTimeout(timer)
  }
}

export const musicProviderStatusHandlers: Handlers<typeof musicProviderStatusRoutes> = {
  musicProvidersStatus: ({ app }) => Promise.all(musicProviders(app).map(statusOf))
}
