import type { importRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { importCrate, listCrateImports } from './crate-import.ts'
import { importTrack } from './track-import.ts'

export const importHandlers: Handlers<typeof importRoutes> = { importTrack, importCrate, listCrateImports }
