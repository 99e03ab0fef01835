// Cyanite's GraphQL API for the browser tests (POST /cyanite/graphql): the API test's stand-in, which knows the similar
// tracks of the music-provider stand-in's Spotify songs.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { cyaniteStandIn } from '../../../api/test/playlists/stand-ins/cyanite.ts'

const cyanite = cyaniteStandIn()

export const route = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) =>
  cyanite.handle(req, res, url, body, '/cyanite/graphql')
