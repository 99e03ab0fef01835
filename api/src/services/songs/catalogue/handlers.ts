import type { Knex } from 'knex'
import { isUuid, type catalogueRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { pagination } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'
import { albumRows, toAlbum, type AlbumRow } from '../albums/entity.ts'
import { toArtist, type ArtistRow } from '../artists/entity.ts'
import type { SongRow } from './entity.ts'
import { playableSong } from './playback.ts'

type TakeSkip = { take?: number; skip?: number }

/** The row of `table` a path names by short id or, when it is a UUID, by id. */
const byShortIdOrId = (knex: Knex, table: 'albums' | 'artists', key: string) =>
  knex(table)
    .where(isUuid(key) ? 'id' : 'shortId', key)
    .first('id')

/** One take/skip page of `rows` (ordered by the caller), with the count of `all` (unordered). */
async function takeSkipPage<R, O>(rows: Knex.QueryBuilder, all: Knex.QueryBuilder, query: TakeSkip, out: (r: R) => O) {
  const take = query.take ?? pagination.default
  const skip = query.skip ?? 0
  const [data, [{ total }]] = await Promise.all([
    rows.limit(take).offset(skip) as Promise<R[]>,
    all.count<{ total: string | number }[]>('* as total')
  ])
  return { data: data.map(out), total: Number(total), take, skip }
}

export const catalogueHandlers: Handlers<typeof catalogueRoutes> = {
  listCatalogueAlbums: ({ app, query }) => {
    const knex = app.get('knex')
    return takeSkipPage(albumRows(knex), knex('albums'), query, toAlbum)
  },
  // Oldest first, so a service paging through the catalogue while songs arrive misses none.
  listCatalogueSongs: ({ app, query }) => {
    const knex = app.get('knex')
    return takeSkipPage(knex('songs').orderBy(['createdAt', 'id']), knex('songs'), query, (row: SongRow) =>
      playableSong(app, row)
    )
  },
  async listAlbumSongs({ app, params }) {
    const knex = app.get('knex')
    const album = await byShortIdOrId(knex, 'albums', params.albumShortId)
    if (!album) throw new NotFound('Album not found')
    const rows: SongRow[] = await knex('songs').where('albumId', album.id).orderByRaw('lower("trackName"), id')
    return rows.map((row) => playableSong(app, row))
  },
  async getCatalogueSong({ app, params }) {
    const row: SongRow | undefined = await app.get('knex')('songs').where('shortId', params.songShortId).first()
    if (!row) throw new NotFound('Song not found')
    return playableSong(app, row)
  },
  listCatalogueArtists: ({ app, query }) => {
    const knex = app.get('knex')
    return takeSkipPage(knex('artists').orderByRaw('lower(name), id'), knex('artists'), query, (r: ArtistRow) =>
      toArtist(r)
    )
  },
  async listAlbumsByArtists({ app, body }) {
    const knex = app.get('knex')
    const rows: AlbumRow[] = await albumRows(knex)
      .whereIn('ar.shortId', body.artistShortIds)
      .clearOrder()
      .orderByRaw('lower(ar.name), ar.id, lower(al.name), al.id')
    return rows.map(toAlbum)
  },
  async listArtistAlbums({ app, params }) {
    const knex = app.get('knex')
    const artist = await byShortIdOrId(knex, 'artists', params.artistShortId)
    if (!artist) throw new NotFound('Artist not found')
    const rows: AlbumRow[] = await albumRows(knex).where('al.artistId', artist.id)
    return rows.map(toAlbum)
  }
}
