import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../../types.ts'

// The seed serves the catalogue from the playlist service, so its routes are declared with the playlists'.
const p = routes.playlists

/** The catalogue's resources, in menu order; their pages call these routes themselves. */
export const catalogueResources = {
  'catalogue-songs': { domain: 'songs', routes: { list: p.listSongs, get: p.getSong } },
  'catalogue-albums': {
    domain: 'songs',
    routes: { list: p.listCatalogueAlbums }
  },
  'catalogue-artists': {
    domain: 'songs',
    routes: { list: p.listCatalogueArtists }
  },
  genres: { domain: 'songs', routes: { list: p.listGenres } }
} satisfies Record<string, ResourceEntry>
