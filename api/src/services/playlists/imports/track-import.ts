import {
  IMPORT_NOT_IN_CATALOG,
  IMPORT_NO_PROVIDER,
  importProviders,
  type ImportProvider,
  type SongProviderKey,
  type TrackImport,
  type TrackImportResult
} from '@spinroom/schemas'
import { BadRequest, NotFound } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { musicProvider } from '../../songs/providers/registry.ts'
import type { ProviderTrack } from '../../songs/providers/provider.ts'
import { intoCatalogue, providerTrack, songDataOf } from '../../songs/catalogue/lookup.ts'
import { playableSong } from '../../songs/catalogue/playback.ts'

const isImportProvider = (key: string): key is ImportProvider => (importProviders as readonly string[]).includes(key)

/** `POST /api/v1/track-import`: the track in the catalogue, with its ids on the providers preferred for importing. */
export async function importTrack({ app, body }: Call<unknown, unknown, TrackImport>): Promise<TrackImportResult> {
  if (!isImportProvider(body.musicProvider))
    throw new BadRequest(IMPORT_NO_PROVIDER, { musicProvider: body.musicProvider })
  let track: ProviderTrack
  try {
    track = await providerTrack(app, body.musicProvider, body.providerId, 'us')
  } catch (error) {
    // Seed 002 §5: a refusal with a client-error status means the song cannot be imported.
    if (error instanceof NotFound) throw new NotFound(IMPORT_NOT_IN_CATALOG, { musicProvider: body.musicProvider })
    throw error
  }
  const ids: Partial<Record<SongProviderKey, string>> = { ...track.musicProviders }
  if (track.isrc) {
    for (const key of importProviders.slice(0, importProviders.indexOf(body.musicProvider))) {
      const provider = musicProvider(app, key)
      if (!provider?.byIsrc || provider.missingSettings().length) continue
      // A preferred provider that fails only leaves the song without its id there.
      const there = await provider.byIsrc(track.isrc, 'us').catch(() => null)
      if (there) ids[key] = there.providerId
    }
  }
  const row = await intoCatalogue(app, { ...songDataOf(track), musicProviders: ids })
  const importedFrom = importProviders.find((key) => row.musicProviders[key]) ?? body.musicProvider
  return { song: playableSong(app, row), importedFrom }
}
