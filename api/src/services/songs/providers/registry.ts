import type { SongProviderKey } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { appleMusic } from './apple.ts'
import { audius } from './audius.ts'
import type { MusicProvider } from './provider.ts'
import { sevenDigital } from './seven-digital.ts'
import { soundCloud } from './soundcloud.ts'
import { spotify } from './spotify.ts'
import { youtube } from './youtube.ts'

/** Every music provider this server knows, each reading its settings from the app's configuration. */
const providers: ((app: Application) => MusicProvider)[] = [
  spotify,
  appleMusic,
  youtube,
  soundCloud,
  audius,
  sevenDigital
]

export const musicProviders = (app: Application): MusicProvider[] => providers.map((make) => make(app))

/** The music providers whose settings are all present. */
export const configuredProviders = (app: Application): MusicProvider[] =>
  musicProviders(app).filter((provider) => provider.missingSettings().length === 0)

/** The provider of a `musicProviders` key, configured or not (its calls answer 503 when not). */
export const musicProvider = (app: Application, key: SongProviderKey): MusicProvider | undefined =>
  musicProviders(app).find((provider) => provider.key === key)
