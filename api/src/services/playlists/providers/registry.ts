import type { Application } from '../../../declarations.ts'
import type { MusicProvider } from './provider.ts'

/** Every music provider this server knows, each reading its settings from the app's configuration. */
const providers: ((app: Application) => MusicProvider)[] = []

export const musicProviders = (app: Application): MusicProvider[] => providers.map((make) => make(app))

/** The music providers whose settings are all present. */
export const configuredProviders = (app: Application): MusicProvider[] =>
  musicProviders(app).filter((provider) => provider.missingSettings().length === 0)
