import { isUuid, musicLinkHost, musicLinkHosts, sameSong, type SongData, type SongProviderKey } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { findOrCreateSong } from './catalogue.ts'
import { songDataOfRow, type SongRow } from './entity.ts'
import type { ProviderTrack } from '../providers/provider.ts'
import { configuredProviders, musicProvider } from '../providers/registry.ts'

export const SONG_NOT_FOUND = 'Song not found'

/** The provider each music host's links are read by; the other music hosts have none on this server. */
const providerOfHost: Partial<Record<(typeof musicLinkHosts)[number], SongProviderKey>> = {
  spotify: 'spotify',
  apple: 'apple',
  youtube: 'youtube',
  'youtu.be': 'youtube',
  soundcloud: 'soundCloudPublic',
  audius: 'audius'
}

/** The catalogue fields of a provider's track. */
export const songDataOf = ({ provider: _provider, providerId: _id, ...data }: ProviderTrack): SongData => data

/** Puts a song in the catalogue (matched to an equal song) in a transaction of its own. */
export const intoCatalogue = (app: Application, data: SongData): Promise<SongRow> =>
  app.get('knex').transaction((trx) => findOrCreateSong(trx, data))

/** The catalogue song whose `musicProviders[key]` is `id`. */
export const catalogueSongWith = (app: Application, key: SongProviderKey, id: string): Promise<SongRow | undefined> =>
  app
    .get('knex')<SongRow>('songs')
    .whereRaw('"musicProviders" @> ?::jsonb', [JSON.stringify({ [key]: id })])
    .first()

/** A catalogue song by songId or songShortId, or the 404. */
export async function catalogueSong(app: Application, id: string): Promise<SongRow> {
  const knex = app.get('knex')
  const row = await knex<SongRow>('songs')
    .where(isUuid(id) ? { id } : { shortId: id })
    .first()
  if (!row) throw new NotFound(SONG_NOT_FOUND)
  return row
}

/** One track from its provider: 503 when the provider is not configured, 502 when it refuses, 404 when it has none. */
export async function providerTrack(
  app: Application,
  key: SongProviderKey,
  id: string,
  country: string
): Promise<ProviderTrack> {
  const provider = musicProvider(app, key)
  if (!provider) {
    // Uploaded songs have no outside provider: the catalogue is where they are.
    const row = await catalogueSongWith(app, key, id)
    if (!row) throw new NotFound(SONG_NOT_FOUND)
    return { ...songDataOfRow(row), provider: key, providerId: id }
  }
  const track = await provider.track(id, country)
  if (!track) throw new NotFound(SONG_NOT_FOUND)
  return track
}

/** A path parameter as sent: the router hands it over still percent-encoded. NUL never reaches a query. */
export function pathText(value: string, field: string): string {
  let text: string
  try {
    text = decodeURIComponent(value)
  } catch {
    throw new BadRequest(`'${field}' is not a well-formed percent-encoded value`, { field })
  }
  if (text.includes('\u0000')) throw new BadRequest(`'${field}' must not contain NUL characters`, { field })
  return text
}

/** The URL a link parameter names: http(s), scheme optional. */
function parseLink(raw: string): URL {
  const text = raw.trim()
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url
  } catch {
    // answered below
  }
  throw new BadRequest("'link' must be an http(s) URL", { field: 'link' })
}

/** The track a provider page link points at. */
export async function trackOfLink(app: Application, raw: string, country: string): Promise<ProviderTrack> {
  const link = parseLink(pathText(raw, 'link'))
  const host = musicLinkHost(link.hostname)
  if (!host) {
    throw new BadRequest(`'link' is not a music link: ${link.hostname} is none of ${musicLinkHosts.join(', ')}`, {
      field: 'link',
      host: link.hostname
    })
  }
  const key = providerOfHost[host]
  if (!key) throw new NotFound(`${SONG_NOT_FOUND}: no provider of this server reads ${host} links`)
  const provider = musicProvider(app, key)!
  const id = provider.idFromLink?.(link)
  const track = id
    ? await provider.track(id, country)
    : provider.resolveLink
      ? await provider.resolveLink(link, country)
      : null
  if (!track) throw new NotFound(SONG_NOT_FOUND)
  return track
}

export interface ProviderMatch {
  provider: SongProviderKey
  providerId: string
  by: 'source' | 'catalogue' | 'isrc' | 'name'
}

/** Equal by seed 002's rules, and not two different ISRCs (two recordings of one title). */
const sameRecording = (a: SongData, b: SongData) => !(a.isrc && b.isrc && a.isrc !== b.isrc) && sameSong(a, b)

/**
 * The song on every configured provider: its catalogue ids first, then by ISRC where the provider looks ISRCs up, else
 * a search on name and artist kept only when the song-equality rules hold. One provider failing leaves the others.
 */
export async function matchEverywhere(app: Application, source: ProviderTrack, country: string) {
  const known = await intoCatalogue(app, songDataOf(source))
  const matches: ProviderMatch[] = [{ provider: source.provider, providerId: source.providerId, by: 'source' }]
  const found: ProviderTrack[] = []
  const failed: { provider: SongProviderKey; message: string }[] = []
  for (const provider of configuredProviders(app)) {
    if (provider.key === source.provider) continue
    const have = known.musicProviders[provider.key]
    if (have) {
      matches.push({ provider: provider.key, providerId: have, by: 'catalogue' })
      continue
    }
    try {
      const byIsrc = source.isrc && provider.byIsrc ? await provider.byIsrc(source.isrc, country) : null
      if (byIsrc) {
        matches.push({ provider: provider.key, providerId: byIsrc.providerId, by: 'isrc' })
        found.push(byIsrc)
        continue
      }
      const results = await provider.search({
        q: `${source.trackName} ${source.artistName}`,
        limit: 10,
        offset: 0,
        country,
        explicit: true
      })
      const byName = results.find((track) => sameRecording(track, source))
      if (byName) {
        matches.push({ provider: provider.key, providerId: byName.providerId, by: 'name' })
        found.push(byName)
      }
    } catch (error) {
      failed.push({ provider: provider.key, message: (error as Error).message })
    }
  }
  let song = known
  for (const track of found) {
    song = await intoCatalogue(app, {
      ...songDataOfRow(song),
      musicProviders: { ...song.musicProviders, [track.provider]: track.providerId },
      thumbnails: { ...track.thumbnails, ...song.thumbnails },
      links: { ...track.links, ...song.links },
      previews: { ...track.previews, ...song.previews }
    })
  }
  return { song, matches, failed }
}
