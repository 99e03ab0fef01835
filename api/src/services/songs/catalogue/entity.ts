import { SongSchema, type Song, type SongData, type SongProviders } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

/** A row of `songs`: the catalogue's song with its own column names (id, shortId). */
export interface SongRow {
  id: string
  shortId: string
  isrc: string | null
  trackName: string
  artistName: string
  duration: number
  explicit: boolean
  genre: string | null
  albumName: string | null
  albumId: string | null
  artistId: string | null
  releaseYear: number | null
  musicProviders: SongProviders
  thumbnails: Record<string, string>
  links: Record<string, string>
  previews: Record<string, string>
  analysis: unknown
  createdAt: Date
  updatedAt: Date
}

export const songsEntity = defineEntity({
  table: 'songs',
  path: 'api/playlist-service/song-records',
  resource: 'songs',
  schema: SongSchema,
  columns: { songId: 'id', songShortId: 'shortId' },
  listFields: ['id', 'shortId', 'isrc', 'trackName', 'artistName', 'genre', 'albumName', 'releaseYear', 'updatedAt'],
  searchFields: ['trackName', 'artistName', 'albumName'],
  defaultSort: { trackName: 1 }
})

/** The external shape of a catalogue song. */
export const toSong = (row: SongRow): Song => songsEntity.external({ ...row })

/** A catalogue row's song data. */
export const songDataOfRow = (row: SongRow): Required<SongData> => ({
  isrc: row.isrc,
  trackName: row.trackName,
  artistName: row.artistName,
  duration: row.duration,
  explicit: row.explicit,
  genre: row.genre,
  albumName: row.albumName,
  releaseYear: row.releaseYear,
  musicProviders: row.musicProviders,
  thumbnails: row.thumbnails,
  links: row.links,
  previews: row.previews
})
