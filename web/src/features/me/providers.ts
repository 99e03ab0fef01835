import { streamingProviders, type UserMusicProvider } from '@spinroom/schemas'

/** The list after switching one provider: a streaming-class one replaces the other (seed 002: only one of them). */
export function toggleProvider(current: UserMusicProvider[], provider: UserMusicProvider): UserMusicProvider[] {
  if (current.includes(provider)) return current.filter((p) => p !== provider)
  const streaming = streamingProviders.includes(provider)
  const kept = streaming ? current.filter((p) => !streamingProviders.includes(p)) : current
  return streaming ? [provider, ...kept] : [...kept, provider]
}
