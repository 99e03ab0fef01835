import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../../types.ts'
import { albumViews, artistViews, genreViews, songViews } from './index.ts'

const p = routes.playlists

/** The catalogue's resources, in menu order; their pages call these routes themselves. */
export const catalogueResources: Record<string, ResourceEntry> = {
  'catalogue-songs': { domain: 'playlists', routes: { list: p.listSongs, get: p.getSong }, views: songViews },
  'catalogue-albums': {
    domain: 'playlists',
    routes: { list: p.listCatalogueAlbums },
    views: albumViews
  },
  'catalogue-artists': {
    domain: 'playlists',
    routes: { list: p.listCatalogueArtists },
    views: artistViews
  },
  genres: { domain: 'playlists', routes: { list: p.listGenres }, views: genreViews }
}
