import {
  SIMILAR_TRACKS_LIMIT,
  SIMILAR_TRACKS_SEEDS,
  type SimilarTracks,
  type SimilarTracksRequest,
  type Song
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { NotFound } from '../../../errors.ts'
import { catalogueSongWith, intoCatalogue, providerTrack, songDataOf } from '../../songs/catalogue/lookup.ts'
import type { SongRow } from '../../songs/catalogue/entity.ts'
import { playableSong } from '../../songs/catalogue/playback.ts'
import { cyanite } from './recommendations.ts'

// Each seed asks for a few more than its share: some suggestions fall out as duplicates or without artwork.
const PER_SEED = 10
const COUNTRY = 'US'

/** Seed 002 §5: songs are the same suggestion when their track and artist names are (case and spaces aside). */
const nameKey = (song: { trackName: string; artistName: string }) =>
  `${song.trackName.trim().toLowerCase()}\u0001${song.artistName.trim().toLowerCase()}`

/** A suggestion the player can show and queue: artwork and a length (seed 002 §5). */
const showable = (song: Song) => Object.values(song.thumbnails).some(Boolean) && song.duration > 0

/** The ids of every list taken in turns (first of each, then second of each…), each id once. */
function inTurns(lists: string[][]): string[] {
  const ids = new Set<string>()
  for (let i = 0; lists.some((list) => i < list.length); i++) for (const list of lists) if (list[i]) ids.add(list[i])
  return [...ids]
}

/** The catalogue song of a Spotify track, put there from Spotify when new; null when Spotify has no such track. */
async function songOfSpotify(app: Application, id: string): Promise<SongRow | null> {
  const known = await catalogueSongWith(app, 'spotify', id)
  if (known) return known
  try {
    return await intoCatalogue(app, songDataOf(await providerTrack(app, 'spotify', id, COUNTRY)))
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}

/** Songs like the submitted ones, from Cyanite's similar Spotify tracks (see the route's description). */
export async function suggestSimilarTracks(app: Application, body: SimilarTracksRequest): Promise<SimilarTracks> {
  const taken = new Set<string>()
  const submitted = body.songs.filter((song) => !taken.has(nameKey(song)) && taken.add(nameKey(song)))
  const seeds = [...new Set(submitted.flatMap((song) => song.musicProviders?.spotify ?? []))].slice(
    0,
    SIMILAR_TRACKS_SEEDS
  )
  const recommender = cyanite(app)
  const outcomes = await Promise.all(seeds.map((id) => recommender.similarTracks(id, PER_SEED)))
  const enqueued: string[] = []
  for (const [i, outcome] of outcomes.entries())
    if ('notAnalyzed' in outcome && (await recommender.enqueue(seeds[i]))) enqueued.push(seeds[i])
  const candidates = inTurns(outcomes.map((outcome) => ('similar' in outcome ? outcome.similar : []))).filter(
    (id) => !seeds.includes(id)
  )
  // Spotify is asked in parallel; the order of the answer stays Cyanite's.
  const rows = await Promise.all(candidates.slice(0, 2 * SIMILAR_TRACKS_LIMIT).map((id) => songOfSpotify(app, id)))
  const songs: Song[] = []
  for (const row of rows) {
    const song = row && playableSong(app, row)
    if (!song || !showable(song) || taken.has(nameKey(song))) continue
    taken.add(nameKey(song))
    songs.push(song)
    if (songs.length === SIMILAR_TRACKS_LIMIT) break
  }
  return { songs, enqueued }
}
