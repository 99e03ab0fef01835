import type { Knex } from 'knex'
import {
  SEARCH_LEADING_CATALOGUE_RESULTS,
  SEARCH_PAGE_SIZE,
  type SearchGroups,
  type SearchQuery,
  type SearchResult,
  type SearchSource,
  type SearchTrack
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { MusicProvider, ProviderTrack } from '../../songs/providers/provider.ts'
import { configuredProviders } from '../../songs/providers/registry.ts'
import { songDataOfRow, type SongRow } from '../../songs/catalogue/entity.ts'
import { songPlayback, withPlayback } from '../../songs/catalogue/playback.ts'

/** How long a search waits for a music provider before answering without it. */
export const PROVIDER_SEARCH_TIMEOUT_MS = 3000
/** How long a provider that timed out is left out of searches (answered as timed out at once), so none waits on it. */
export const PROVIDER_REST_MS = 60_000
/** Words of a query that count; more only slow the search down. */
const MAX_WORDS = 12

interface Options {
  explicit: boolean
  country: string
  offset: number
  limit: number
}
type Group = SearchSource & { data: SearchTrack[] }

/**
 * The tsquery texts for a user's words: `match`, every word, the last one as a prefix too (the user may still be
 * typing it); `exact`, every word as typed, counted twice in the rank so whole words outweigh prefixes. Only letters
 * and digits survive, so both are always valid tsqueries; null when no word is left.
 */
export function tsQueryText(q: string): { match: string; exact: string } | null {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
  if (!words.length) return null
  return { match: `${words.join(' & ')}:*`, exact: words.join(' & ') }
}

const fromCatalogue = (app: Application, row: SongRow): SearchTrack => ({
  ...withPlayback(app, songDataOfRow(row)),
  provider: 'catalogue',
  providerId: row.id,
  songId: row.id,
  songShortId: row.shortId
})

const fromProvider = (app: Application, track: ProviderTrack): SearchTrack => ({
  ...songPlayback(app, { musicProviders: { [track.provider]: track.providerId }, duration: track.duration }),
  provider: track.provider,
  providerId: track.providerId,
  songId: null,
  songShortId: null,
  isrc: track.isrc ?? null,
  trackName: track.trackName,
  artistName: track.artistName,
  duration: track.duration,
  explicit: track.explicit ?? false,
  genre: track.genre ?? null,
  albumName: track.albumName ?? null,
  releaseYear: track.releaseYear ?? null,
  musicProviders: { ...track.musicProviders, [track.provider]: track.providerId },
  thumbnails: track.thumbnails ?? {},
  links: track.links ?? {},
  previews: track.previews ?? {}
})

/** Catalogue songs matching every word (the last as a prefix), best ranked first: track names weigh most. */
async function searchCatalogue(
  app: Application,
  text: { match: string; exact: string },
  options: Options
): Promise<Group> {
  const knex = app.get('knex')
  const matches = (q: Knex.QueryBuilder) => {
    q.from('songs').whereRaw(`"searchVector" @@ to_tsquery('simple', ?)`, [text.match])
    if (!options.explicit) q.where('explicit', false)
    return q
  }
  // Rank narrow rows first and read whole songs for the page only: every match is ranked, 20 are shown.
  const hits = matches(knex.queryBuilder())
    .select(
      'id',
      knex.raw(
        `ts_rank("searchVector", to_tsquery('simple', ?)) + 2 * ts_rank("searchVector", to_tsquery('simple', ?)) as rank`,
        [text.match, text.exact]
      ),
      knex.raw('lower("trackName") as name'),
      knex.raw('count(*) over () as total')
    )
    .orderBy([{ column: 'rank', order: 'desc' }, 'name', 'id'])
    .limit(options.limit)
    .offset(options.offset)
  const rows: (SongRow & { total: string | number })[] = await knex
    .with('hits', hits)
    .from('hits')
    .join('songs as s', 's.id', 'hits.id')
    .select('s.*', 'hits.total')
    .orderBy([{ column: 'hits.rank', order: 'desc' }, 'hits.name', 'hits.id'])
  // Past the last match the window has no row to carry the total: count on its own.
  const total = rows.length
    ? Number(rows[0].total)
    : options.offset
      ? Number((await matches(knex.queryBuilder()).count<{ n: string }[]>('* as n'))[0].n)
      : 0
  const data = rows.map((row) => fromCatalogue(app, row))
  return { provider: 'catalogue', name: 'Catalogue', status: 'ok', total, count: data.length, error: null, data }
}

/** Seed 002 §1: the hangout brand's songs come from the catalogue provider, seven-digital; others ask every one. */
const searchedProviders = (app: Application) =>
  configuredProviders(app).filter(
    (provider) => app.get('config').brand !== 'hangout' || provider.key === 'sevenDigital'
  )

class TimedOut extends Error {}

/** By app, when each provider that last timed out may be asked again. */
const resting = new WeakMap<Application, Map<string, number>>()

/** One provider's page; a failure or a timeout becomes its group's status, never the search's. */
async function searchProvider(app: Application, provider: MusicProvider, q: string, options: Options): Promise<Group> {
  const base = { provider: provider.key, name: provider.name, total: null }
  const rests = resting.get(app) ?? new Map<string, number>()
  resting.set(app, rests)
  if ((rests.get(provider.key) ?? 0) > Date.now()) {
    const error = `${provider.name} did not answer a moment ago; it is asked again within a minute`
    return { ...base, status: 'timeout', count: 0, error, data: [] }
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), PROVIDER_SEARCH_TIMEOUT_MS)
  })
  try {
    const tracks = await Promise.race([provider.search({ q, ...options }), timeout])
    // A provider that ignores the explicit flag is filtered here, so the answer honours it either way.
    const data = tracks.filter((t) => options.explicit || !t.explicit).map((t) => fromProvider(app, t))
    return { ...base, status: 'ok', count: data.length, error: null, data }
  } catch (error) {
    const timedOut = error instanceof TimedOut
    if (timedOut) rests.set(provider.key, Date.now() + PROVIDER_REST_MS)
    const reason = timedOut
      ? `${provider.name} did not answer within ${PROVIDER_SEARCH_TIMEOUT_MS / 1000} s`
      : `${provider.name}: ${error instanceof Error ? error.message : String(error)}`
    return { ...base, status: timedOut ? 'timeout' : 'failed', count: 0, error: reason, data: [] }
  } finally {
    clearTimeout(timer)
  }
}

/** Every source's page for a query, catalogue first; an empty query asks none of them. */
async function searchGroups(app: Application, query: SearchQuery): Promise<{ groups: Group[]; options: Options }> {
  const options: Options = {
    explicit: query.explicit ?? true,
    country: (query.country ?? 'US').toUpperCase(),
    offset: query.offset ?? 0,
    limit: query.limit ?? SEARCH_PAGE_SIZE
  }
  const q = (query.q ?? '').replace(/\0/g, ' ').trim()
  const text = tsQueryText(q)
  if (!text) return { groups: [], options }
  const groups = await Promise.all([
    searchCatalogue(app, text, options),
    ...searchedProviders(app).map((provider) => searchProvider(app, provider, q, options))
  ])
  return { groups, options }
}

const sourceOf = ({ data: _data, ...source }: Group): SearchSource => source

/** v1: the first catalogue results, then each source in turn; every source paged on its own. */
export async function searchV1(app: Application, query: SearchQuery): Promise<SearchResult> {
  const { groups, options } = await searchGroups(app, query)
  const [catalogue, ...providers] = groups
  const lead = catalogue?.data.slice(0, SEARCH_LEADING_CATALOGUE_RESULTS) ?? []
  const queues = [catalogue?.data.slice(SEARCH_LEADING_CATALOGUE_RESULTS) ?? [], ...providers.map((g) => g.data)]
  const rest: SearchTrack[] = []
  for (let i = 0; queues.some((queue) => i < queue.length); i++) {
    for (const queue of queues) if (i < queue.length) rest.push(queue[i])
  }
  return {
    data: [...lead, ...rest],
    total: groups.reduce((sum, g) => sum + (g.total ?? g.count), 0),
    limit: options.limit,
    offset: options.offset,
    sources: groups.map(sourceOf)
  }
}

/** v2: the results grouped by source, catalogue first. */
export async function searchV2(app: Application, query: SearchQuery): Promise<SearchGroups> {
  const { groups, options } = await searchGroups(app, query)
  return { groups, limit: options.limit, offset: options.offset }
}
