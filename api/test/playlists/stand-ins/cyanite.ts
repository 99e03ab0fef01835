import { buildSchema, graphql } from 'graphql'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const CYANITE_STAND_IN_TOKEN = 'cyanite-access-token'

/** The slice of Cyanite's GraphQL schema the server queries: similar Spotify tracks, and enqueueing an analysis. */
const schema = buildSchema(`
  interface Error { message: String! }
  input SimilarTracksSpotifyTarget { limit: Int }
  input SimilarTracksLibraryTarget { limit: Int }
  input SimilarTracksTarget { spotify: SimilarTracksSpotifyTarget, library: SimilarTracksLibraryTarget }
  enum SimilarTracksErrorCode { trackNotAnalyzed, unknown }
  type SimilarTracksError implements Error { code: SimilarTracksErrorCode!, message: String! }
  type SimilarTracksEdge { cursor: String!, node: SpotifyTrack! }
  type SimilarTracksConnection { edges: [SimilarTracksEdge!]! }
  union SimilarTracksResult = SimilarTracksConnection | SimilarTracksError
  interface Track { id: ID!, similarTracks(target: SimilarTracksTarget!, first: Int): SimilarTracksResult! }
  type SpotifyTrack implements Track {
    id: ID!
    similarTracks(target: SimilarTracksTarget!, first: Int): SimilarTracksResult!
  }
  type SpotifyTrackError implements Error { message: String! }
  union SpotifyTrackResult = SpotifyTrack | SpotifyTrackError
  input SpotifyTrackEnqueueInput { spotifyTrackId: ID! }
  type SpotifyTrackEnqueueSuccess { enqueuedSpotifyTrack: SpotifyTrack! }
  type SpotifyTrackEnqueueError implements Error { message: String! }
  union SpotifyTrackEnqueueResult = SpotifyTrackEnqueueSuccess | SpotifyTrackEnqueueError
  type Query { spotifyTrack(id: ID!): SpotifyTrackResult! }
  type Mutation { spotifyTrackEnqueue(input: SpotifyTrackEnqueueInput!): SpotifyTrackEnqueueResult! }
`)

/** The similar tracks a stand-in knows at first: Spotify ids of the music-provider stand-in's songs. */
export const standInSimilar: Record<string, string[]> = {
  // Night Owl → Harbour Lights, Long Way Home
  '4uLU6hMCjMI75M1A2tKUQC': ['0VjIjW4GlUZAMYd2vXMi3b', '7ouMYWpwJ422jRcDASZB7P'],
  // Harbour Lights → Night Owl, Long Way Home
  '0VjIjW4GlUZAMYd2vXMi3b': ['4uLU6hMCjMI75M1A2tKUQC', '7ouMYWpwJ422jRcDASZB7P']
}

/**
 * A local stand-in for Cyanite's GraphQL API (a real GraphQL executor over a slice of its schema): tracks not in
 * `similar` answer the `trackNotAnalyzed` error until enqueued; ids in `refuseEnqueue` cannot be enqueued (no preview).
 */
export function cyaniteStandIn(similar: Record<string, string[]> = standInSimilar) {
  const analysed = new Map(Object.entries(similar))
  const enqueued: string[] = []
  const refuseEnqueue = new Set<string>()
  const queries: { query: string; variables: Record<string, unknown> }[] = []
  let failing: string | null = null

  const spotifyTrack = (id: string) => ({
    __typename: 'SpotifyTrack',
    id,
    similarTracks: ({ first }: { first?: number }) => {
      const ids = analysed.get(id)
      if (!ids)
        return { __typename: 'SimilarTracksError', code: 'trackNotAnalyzed', message: 'The track is not analyzed.' }
      return {
        __typename: 'SimilarTracksConnection',
        edges: ids.slice(0, first ?? 10).map((other) => ({ cursor: other, node: spotifyTrack(other) }))
      }
    }
  })
  const root = {
    spotifyTrack: ({ id }: { id: string }) =>
      /^[A-Za-z0-9]{22}$/.test(id)
        ? spotifyTrack(id)
        : { __typename: 'SpotifyTrackError', message: 'Invalid Spotify track id.' },
    spotifyTrackEnqueue: ({ input }: { input: { spotifyTrackId: string } }) => {
      if (refuseEnqueue.has(input.spotifyTrackId))
        return { __typename: 'SpotifyTrackEnqueueError', message: 'No Spotify preview is available.' }
      enqueued.push(input.spotifyTrackId)
      return { __typename: 'SpotifyTrackEnqueueSuccess', enqueuedSpotifyTrack: spotifyTrack(input.spotifyTrackId) }
    }
  }

  /** Answers POST {path} as Cyanite's GraphQL endpoint; false for any other request. */
  const handle = (req: IncomingMessage, res: ServerResponse, url: URL, raw: string, path = '/graphql') => {
    if (url.pathname !== path) return false
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method !== 'POST') return (send(405, { errors: [{ message: 'POST only' }] }), true)
    if (req.headers.authorization !== `Bearer ${CYANITE_STAND_IN_TOKEN}`)
      return (send(401, { errors: [{ message: 'Unauthorized' }] }), true)
    if (failing) return (send(200, { errors: [{ message: failing }], data: null }), true)
    const { query, variables } = JSON.parse(raw) as { query: string; variables: Record<string, unknown> }
    queries.push({ query, variables })
    const resolveType = (value: { __typename: string }) => value.__typename
    void graphql({ schema, source: query, rootValue: root, variableValues: variables, typeResolver: resolveType }).then(
      (result) => send(200, result)
    )
    return true
  }

  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      if (!handle(req, res, new URL(req.url ?? '/', 'http://stand-in'), raw)) res.writeHead(404).end()
    })
  })
  let base = ''
  return {
    handle,
    analysed,
    enqueued,
    refuseEnqueue,
    queries,
    /** Makes every call answer a GraphQL error with this message (null: answer again). */
    fail(message: string | null) {
      failing = message
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return base
    },
    settings: () => ({ CYANITE_API_URL: `${base}/graphql`, CYANITE_ACCESS_TOKEN: CYANITE_STAND_IN_TOKEN }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
