import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { sameSong, type SongData, type SongProviders } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { emitEntityEvent, type Entity } from '../../../lib/entity.ts'
import { shortId } from '../../../lib/short-id.ts'
import { albumRows, albumsEntity } from '../albums/entity.ts'
import { artistsEntity } from '../artists/entity.ts'
import { genresEntity } from '../genres/entity.ts'
import { songsEntity, type SongRow } from './entity.ts'

const json = (value: unknown) => JSON.stringify(value ?? {})

/** Entries of `incoming` for keys `current` lacks: what is known of a song only grows. */
const gaps = <T extends Record<string, unknown>>(current: T, incoming: T | undefined) =>
  Object.fromEntries(Object.entries(incoming ?? {}).filter(([key, value]) => value && !current[key])) as Partial<T>

type CatalogueTable = 'songs' | 'artists' | 'albums' | 'genres'
const entities: Record<CatalogueTable, Entity> = {
  songs: songsEntity,
  artists: artistsEntity,
  albums: albumsEntity,
  genres: genresEntity
}

/**
 * The catalogue rows that `findOrCreateSong` calls made or changed in a transaction, to announce with `emit` once it
 * committed (a row made and then changed is announced once, as created).
 */
export class CatalogueWrites {
  private readonly rows = new Map<
    string,
    { table: CatalogueTable; id: string; event: 'created' | 'patched'; row?: SongRow }
  >()

  /** A song's write passes the row it returned, which is what its event sends. */
  note(table: CatalogueTable, id: string, event: 'created' | 'patched', row?: SongRow) {
    const key = `${table}:${id}`
    const created = this.rows.get(key)?.event === 'created'
    this.rows.set(key, { table, id, event: created ? 'created' : event, row })
  }

  /** Sends each row's event with the row as written (an album read again, with its artist and song count). */
  async emit(app: Application): Promise<void> {
    const knex = app.get('knex')
    for (const { table, id, event, row: written } of this.rows.values()) {
      const row =
        written ??
        (table === 'albums'
          ? await albumRows(knex).where('al.id', id).first()
          : await knex(table).where('id', id).first())
      if (row) emitEntityEvent(app, entities[table], event, row)
    }
    this.rows.clear()
  }
}

/** The catalogue song that is the same as `data` by seed 002's rules (songId aside), or undefined. */
async function findSame(trx: Knex.Transaction, data: SongData): Promise<SongRow | undefined> {
  if (data.isrc) {
    const byIsrc = await trx<SongRow>('songs').where('isrc', data.isrc).first()
    if (byIsrc) return byIsrc
  }
  const providers = Object.entries(data.musicProviders ?? {}).filter(([, id]) => id)
  if (providers.length) {
    const byProvider = await trx<SongRow>('songs')
      .where((q) => {
        for (const [provider, id] of providers) q.orWhereRaw('"musicProviders" @> ?::jsonb', [json({ [provider]: id })])
      })
      .first()
    if (byProvider) return byProvider
  }
  const named = await trx<SongRow>('songs')
    .whereRaw('lower("trackName") = lower(?) and lower("artistName") = lower(?)', [data.trackName, data.artistName])
    .limit(20)
  return named.find((row) => sameSong(row, data))
}

/** The id of the catalogue row named `name` (any case), made when missing; a concurrent maker wins without an error. */
async function namedRow(
  trx: Knex.Transaction,
  writes: CatalogueWrites | undefined,
  table: 'artists' | 'albums' | 'genres',
  name: string,
  extra: Record<string, unknown> = {}
): Promise<string> {
  const scope = table === 'albums' ? '"artistId", ' : ''
  const row = { id: randomUUID(), name, ...(table === 'genres' ? {} : { shortId: shortId() }), ...extra }
  const existing = () => {
    const query = trx(table).whereRaw('lower("name") = lower(?)', [name])
    return table === 'albums' ? query.where('artistId', extra.artistId as string) : query
  }
  // One statement whether the row is made or was there; a row committed by another maker during it is read after.
  const [found]: { id: string; made: boolean }[] = await trx
    .with(
      'made',
      trx(table)
        .insert(row)
        .onConflict(trx.raw(`(${scope}lower("name"))`))
        .ignore()
        .returning('id')
    )
    .select('id', trx.raw('true as made'))
    .from('made')
    .unionAll(existing().select('id', trx.raw('false as made')))
  if (found?.made) writes?.note(table, found.id, 'created')
  return found?.id ?? (await existing().first('id')).id
}

/** The artist, album and genre rows a song names, made when missing; only what the song lacks is looked up. */
async function linkCatalogue(
  trx: Knex.Transaction,
  writes: CatalogueWrites | undefined,
  song: Pick<SongRow, 'artistId' | 'artistName' | 'albumId' | 'albumName' | 'genre' | 'releaseYear' | 'thumbnails'>,
  data: SongData
): Promise<Partial<SongRow>> {
  const links: Partial<SongRow> = {}
  const artistId = song.artistId ?? (await namedRow(trx, writes, 'artists', song.artistName))
  if (!song.artistId) links.artistId = artistId
  const albumName = song.albumName ?? data.albumName?.trim()
  if (!song.albumId && albumName) {
    links.albumName = albumName
    links.albumId = await namedRow(trx, writes, 'albums', albumName, {
      artistId,
      releaseYear: song.releaseYear ?? data.releaseYear ?? null,
      thumbnails: json(song.thumbnails)
    })
  }
  const genre = song.genre ?? data.genre?.trim()
  // A song linked before (it has its artist) already made its genre's row.
  if (genre && !(song.artistId && song.genre)) await namedRow(trx, writes, 'genres', genre)
  if (!song.genre && genre) links.genre = genre
  return links
}

/**
 * The catalogue's song for `data`: an equal song (seed 002 §5) gains the provider ids, artwork, links and previews it
 * lacked; otherwise a new song. Either way it is linked to its artist, album and genre rows (made when missing). Two
 * calls for one song at once give one row (a transaction lock on its names). `writes` collects what changed, for the
 * caller to announce after commit. A transaction makes one song at most (see `catalogueSongs`), after any crate lock it
 * takes: two transactions each holding one song's names and waiting for the other's could otherwise deadlock.
 */
export async function findOrCreateSong(
  trx: Knex.Transaction,
  data: SongData,
  writes?: CatalogueWrites
): Promise<SongRow> {
  const key = `${data.artistName.trim().toLowerCase()}\u0001${data.trackName.trim().toLowerCase()}`
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key])
  const found = await findSame(trx, data)
  if (!found) return insertSong(trx, writes, data)
  const song = await mergeInto(trx, writes, found, data)
  const links = await linkCatalogue(trx, writes, song, data)
  if (!Object.keys(links).length) return song
  // knex types an update by the row, whose jsonb columns hold parsed objects where the write may give JSON text.
  const [row] = await trx<SongRow>('songs')
    .where('id', song.id)
    .update({ ...links, updatedAt: new Date() } as never)
    .returning('*')
  writes?.note('songs', row.id, 'patched', row)
  return row
}

/** The catalogue songs for several `data`, in order, each made or found in a short transaction of its own. */
export async function catalogueSongs(app: Application, data: SongData[], writes: CatalogueWrites): Promise<SongRow[]> {
  const songs: SongRow[] = []
  for (const one of data) songs.push(await app.get('knex').transaction((trx) => findOrCreateSong(trx, one, writes)))
  return songs
}

/** The equal song `found` with what `data` knows that it lacked (provider ids, artwork, links, previews, isrc). */
async function mergeInto(
  trx: Knex.Transaction,
  writes: CatalogueWrites | undefined,
  found: SongRow,
  data: SongData
): Promise<SongRow> {
  const musicProviders: SongProviders = {
    ...found.musicProviders,
    ...gaps(found.musicProviders, data.musicProviders)
  }
  const thumbnails = { ...found.thumbnails, ...gaps(found.thumbnails, data.thumbnails) }
  const links = { ...found.links, ...gaps(found.links, data.links) }
  const previews = { ...found.previews, ...gaps(found.previews, data.previews) }
  const grew = [
    [musicProviders, found.musicProviders],
    [thumbnails, found.thumbnails],
    [links, found.links],
    [previews, found.previews]
  ].some(([next, before]) => Object.keys(next).length !== Object.keys(before).length)
  if (!grew && (found.isrc || !data.isrc)) return found
  // jsonb columns take JSON text where the row type holds the parsed objects, hence `as never` on the writes.
  const [row] = await trx<SongRow>('songs')
    .where('id', found.id)
    .update({
      isrc: found.isrc ?? data.isrc ?? null,
      musicProviders: json(musicProviders),
      thumbnails: json(thumbnails),
      links: json(links),
      previews: json(previews),
      updatedAt: new Date()
    } as never)
    .returning('*')
  writes?.note('songs', row.id, 'patched', row)
  return row
}

/** A new catalogue song for `data`, inserted already linked to its artist, album and genre rows. */
async function insertSong(
  trx: Knex.Transaction,
  writes: CatalogueWrites | undefined,
  data: SongData
): Promise<SongRow> {
  const fields = {
    isrc: data.isrc ?? null,
    trackName: data.trackName.trim(),
    artistName: data.artistName.trim(),
    duration: data.duration,
    explicit: data.explicit ?? false,
    genre: data.genre ?? null,
    albumName: data.albumName ?? null,
    releaseYear: data.releaseYear ?? null,
    thumbnails: data.thumbnails ?? {}
  }
  const links = await linkCatalogue(trx, writes, { ...fields, artistId: null, albumId: null }, data)
  const [row] = await trx<SongRow>('songs')
    .insert({
      ...fields,
      ...links,
      id: randomUUID(),
      shortId: shortId(),
      musicProviders: json(data.musicProviders),
      thumbnails: json(data.thumbnails),
      links: json(data.links),
      previews: json(data.previews),
      // Whole milliseconds, as clients read it back to page through changes (updatedAfter).
      updatedAt: new Date()
    } as never)
    .returning('*')
  writes?.note('songs', row.id, 'created', row)
  return row
}

/**
 * An upload's own catalogue song takes its uploader's corrected tags (names, album, genre, year, ISRC), linked to the
 * artist, album and genre rows they name. A catalogue song other providers also play keeps its names: they describe
 * more than this upload.
 */
export async function retagSong(
  trx: Knex.Transaction,
  songId: string,
  data: SongData,
  writes?: CatalogueWrites
): Promise<SongRow | undefined> {
  const song = await trx<SongRow>('songs').where('id', songId).forUpdate().first()
  const upload = data.musicProviders?.uploadService
  const playedBy = Object.values(song?.musicProviders ?? {}).filter(Boolean)
  if (!song || !upload || playedBy.length !== 1 || song.musicProviders.uploadService !== upload) return song
  const named = {
    trackName: data.trackName.trim(),
    artistName: data.artistName.trim(),
    albumName: data.albumName?.trim() || null,
    genre: data.genre?.trim() || null,
    releaseYear: data.releaseYear ?? null,
    isrc: data.isrc ?? null,
    explicit: data.explicit ?? false
  }
  const sameArtist = named.artistName.toLowerCase() === song.artistName.toLowerCase()
  const sameAlbum = sameArtist && named.albumName?.toLowerCase() === song.albumName?.toLowerCase()
  const links = await linkCatalogue(
    trx,
    writes,
    {
      ...song,
      ...named,
      artistId: sameArtist ? song.artistId : null,
      albumId: sameAlbum ? song.albumId : null,
      // A changed genre is looked up (made when missing) like a new song's.
      genre: named.genre === song.genre ? song.genre : null
    },
    data
  )
  // As in findOrCreateSong: the row type's jsonb columns are objects, the write's may be JSON text.
  const [row] = await trx<SongRow>('songs')
    .where('id', songId)
    .update({
      ...named,
      ...links,
      artistId: links.artistId ?? (sameArtist ? song.artistId : null),
      albumId: links.albumId ?? (sameAlbum ? song.albumId : null),
      updatedAt: new Date()
    } as never)
    .returning('*')
  writes?.note('songs', row.id, 'patched', row)
  return row
}
