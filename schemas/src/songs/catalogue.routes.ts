import { Type } from '@sinclair/typebox'
import { TakeSkipPage, TakeSkipPaging } from '../common.ts'
import { routeGroup } from '../route.ts'
import { AlbumSchema, AlbumShortIdParams, SongShortIdParams } from './album.ts'
import { AlbumsByArtistsSchema, ArtistSchema, ArtistShortIdParams } from './artist.ts'
import { SongSchema } from './song.ts'

const tags = ['catalogue']

/** The catalogue for other services (seed 002 §7, "Playlist service: catalogue"): albums, artists and their songs. */
export const catalogueRoutes = routeGroup({
  listCatalogueAlbums: {
    method: 'GET',
    path: '/albums/service/all-albums',
    access: 'service',
    summary: 'catalogue albums (take, skip)',
    description: 'Every album of the catalogue, by name, with its artist and song count.',
    tags,
    query: TakeSkipPaging,
    result: TakeSkipPage(AlbumSchema)
  },
  listCatalogueSongs: {
    method: 'GET',
    path: '/albums/service/all-songs',
    access: 'service',
    summary: 'catalogue songs (take, skip)',
    description: 'Every song of the catalogue, oldest first, so paging through it while songs arrive misses none.',
    tags,
    query: TakeSkipPaging,
    result: TakeSkipPage(SongSchema)
  },
  listAlbumSongs: {
    method: 'GET',
    path: '/albums/service/{albumShortId}/songs',
    access: 'service',
    summary: 'songs of an album',
    description:
      "The album's catalogue songs by track name ({albumShortId} may also be its id); 404 'Album not found'.",
    tags,
    params: AlbumShortIdParams,
    result: Type.Array(SongSchema),
    errors: { 404: 'Album not found' }
  },
  getCatalogueSong: {
    method: 'GET',
    path: '/albums/service/{songShortId}/song',
    access: 'service',
    summary: 'one song',
    description: "A catalogue song by its short id; 404 'Song not found'.",
    tags,
    params: SongShortIdParams,
    result: SongSchema,
    errors: { 404: 'Song not found' }
  },
  listCatalogueArtists: {
    method: 'GET',
    path: '/artists/service/all-artists',
    access: 'service',
    summary: 'artists (take, skip)',
    description: 'Every artist of the catalogue, by name.',
    tags,
    query: TakeSkipPaging,
    result: TakeSkipPage(ArtistSchema)
  },
  listAlbumsByArtists: {
    method: 'POST',
    path: '/artists/service/albums-by-artists',
    access: 'service',
    summary: 'albums of several artists',
    description:
      'The albums of every artist named by short id, by artist then album name; unknown short ids add nothing.',
    tags,
    body: AlbumsByArtistsSchema,
    result: Type.Array(AlbumSchema),
    missing: 'artistShortIds is required'
  },
  listArtistAlbums: {
    method: 'GET',
    path: '/artists/service/{artistShortId}/albums',
    access: 'service',
    summary: 'albums of an artist',
    description: "The artist's albums by name ({artistShortId} may also be its id); 404 'Artist not found'.",
    tags,
    params: ArtistShortIdParams,
    result: Type.Array(AlbumSchema),
    errors: { 404: 'Artist not found' }
  }
})
