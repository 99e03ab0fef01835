import type { Application } from '../../../declarations.ts'
import { BadGateway, expectOk, providerFetch } from '../../../providers/http.ts'
import { requireSettings, setting } from '../../../providers/settings.ts'

const NAME = 'Cyanite'
/** Cyanite's GraphQL endpoint; a deployment (or a test) may name another with CYANITE_API_URL. */
export const CYANITE_API_URL = 'https://api.cyanite.ai/graphql'
/** The code of a SimilarTracksError for a Spotify track Cyanite has not analysed yet (seed 002 §8). */
export const TRACK_NOT_ANALYZED = 'trackNotAnalyzed'

const SIMILAR_TRACKS = `query SimilarTracks($id: ID!, $first: Int) {
  spotifyTrack(id: $id) {
    __typename
    ... on Error { message }
    ... on SpotifyTrack {
      similarTracks(target: { spotify: {} }, first: $first) {
        __typename
        ... on SimilarTracksError { code message }
        ... on SimilarTracksConnection { edges { node { id } } }
      }
    }
  }
}`

const ENQUEUE = `mutation SpotifyTrackEnqueue($input: SpotifyTrackEnqueueInput!) {
  spotifyTrackEnqueue(input: $input) {
    __typename
    ... on SpotifyTrackEnqueueSuccess { enqueuedSpotifyTrack { id } }
    ... on Error { message }
  }
}`

interface SimilarAnswer {
  spotifyTrack: {
    __typename: string
    message?: string
    similarTracks?: { __typename: string; code?: string; message?: string; edges?: { node: { id: string } }[] }
  } | null
}
interface EnqueueAnswer {
  spotifyTrackEnqueue: { __typename: string; message?: string } | null
}

/** What Cyanite says about one Spotify track: the ids of similar Spotify tracks, or that it is not analysed yet. */
export type SimilarOutcome = { similar: string[] } | { notAnalyzed: true }

/** Cyanite's GraphQL API with the integration's access token (CYANITE_ACCESS_TOKEN). */
export function cyanite(app: Application) {
  const call = async <T>(what: string, query: string, variables: Record<string, unknown>): Promise<T> => {
    const { CYANITE_ACCESS_TOKEN: token } = requireSettings(app, NAME, ['CYANITE_ACCESS_TOKEN'])
    const res = await providerFetch<{ data?: T; errors?: { message: string }[] }>(
      NAME,
      setting(app, 'CYANITE_API_URL', CYANITE_API_URL),
      { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) }
    )
    const body = expectOk(NAME, what, res)
    if (body?.errors?.length || !body?.data)
      throw new BadGateway(`${NAME} refused to ${what} (${body?.errors?.[0]?.message ?? 'no data'})`)
    return body.data
  }
  return {
    /** Up to `first` Spotify tracks like the Spotify track `id`, most similar first. */
    async similarTracks(id: string, first: number): Promise<SimilarOutcome> {
      const { spotifyTrack: track } = await call<SimilarAnswer>('find similar tracks', SIMILAR_TRACKS, { id, first })
      // A track Cyanite cannot look up (an id Spotify never gave) has nothing similar; the other seeds still count.
      if (track?.__typename !== 'SpotifyTrack') return { similar: [] }
      const similar = track.similarTracks
      if (!similar) throw new BadGateway(`${NAME} refused to find similar tracks (no answer)`)
      if (similar.code === TRACK_NOT_ANALYZED) return { notAnalyzed: true }
      if (!similar.edges)
        throw new BadGateway(`${NAME} refused to find similar tracks (${similar.message ?? similar.code})`)
      return { similar: similar.edges.map((edge) => edge.node.id) }
    },
    /** Asks Cyanite to analyse a Spotify track it does not know yet; false when it would not (no preview, say). */
    async enqueue(spotifyTrackId: string): Promise<boolean> {
      const { spotifyTrackEnqueue: result } = await call<EnqueueAnswer>('enqueue the track', ENQUEUE, {
        input: { spotifyTrackId }
      })
      return result?.__typename === 'SpotifyTrackEnqueueSuccess'
    }
  }
}
