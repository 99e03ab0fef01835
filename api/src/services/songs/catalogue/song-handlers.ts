import type { Knex } from 'knex'
import type { SongQuery, songRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { NotFound } from '../../../errors.ts'
import type { SongRow } from './entity.ts'
import { playableSong } from './playback.ts'

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The conditions of `GET /api/v1/songs`: every filter given narrows the list. */
function filtered(knex: Knex, query: SongQuery): Knex.QueryBuilder {
  const songs = knex('songs')
  if (query.id) songs.whereIn('id', query.id)
  if (query.idNot?.length) songs.whereNotIn('id', query.idNot)
  if (query.isrc) songs.whereRaw('upper(isrc) = upper(?)', [query.isrc])
  if (query.trackName) songs.whereRaw('lower("trackName") = lower(?)', [query.trackName])
  if (query.artistName) songs.whereRaw('lower("artistName") = lower(?)', [query.artistName])
  if (query.nameLike) {
    const pattern = containing(query.nameLike)
    songs.where((q) => q.whereILike('trackName', pattern).orWhereILike('artistName', pattern))
  }
  if (query.artistId) songs.where('artistId', query.artistId)
  if (query.albumId) songs.where('albumId', query.albumId)
  if (query.genre) songs.whereRaw('lower(genre) = lower(?)', [query.genre])
  if (query.updatedAfter) songs.where('updatedAt', '>', new Date(query.updatedAfter))
  if (query.hasSevenDigital !== undefined) {
    songs.whereRaw(`("musicProviders" -> 'sevenDigital') is ${query.hasSevenDigital ? 'not ' : ''}null`)
  }
  return songs
}

// Recording a play is the rooms domain's (rooms/recent-songs), served under this base as the seed serves it.
export const songHandlers: Handlers<Omit<typeof songRoutes, 'recordRecentSong'>> = {
  async listSongs({ app, query }) {
    const knex = app.get('knex')
    const limit = query.limit ?? 50
    const offset = query.offset ?? 0
    const order = query.orderBy ?? 'trackName'
    const column = order.replace(/^-/, '')
    const direction = order.startsWith('-') ? 'desc' : 'asc'
    const sortKey = column === 'trackName' || column === 'artistName' ? knex.raw('lower(??)', [column]) : column
    const [rows, [{ total }]] = await Promise.all([
      filtered(knex, query)
        .orderBy([
          // A raw lower(...) sorts names without case; knex's orderBy types a column by name only.
          { column: sortKey as never, order: direction },
          { column: 'id', order: direction }
        ])
        .limit(limit)
        .offset(offset) as Promise<SongRow[]>,
      filtered(knex, query).count<{ total: string | number }[]>('* as total')
    ])
    return { data: rows.map((row) => playableSong(app, row)), total: Number(total), limit, offset }
  },
  async getSong({ app, params }) {
    const row: SongRow | undefined = await app.get('knex')('songs').where('id', params.songId).first()
    if (!row) throw new NotFound('Song not found')
    return playableSong(app, row)
  }
}
