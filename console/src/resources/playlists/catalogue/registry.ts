import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../../types.ts'

const p = routes.playlists

/** The catalogue's resources, in menu order; their pages call these routes themselves. */
export const catalogueResources = {
  'catalogue-songs': { domain: 'playlists', routes: { list: p.listSongs, get: p.getSong } },
  'catalogue-albums': {
    domain: 'playlists',
    routes: { list: p.listCatalogueAlbums }
  },
  'catalogue-artists': {
    domain: 'playlists',
    routes: { list: p.listCatalogueArtists }
  },
  genres: { domain: 'playlists', routes: { list: p.listGenres } }
} satisfies Record<string, ResourceEntry>
