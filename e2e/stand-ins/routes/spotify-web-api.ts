// Spotify's player side for the browser tests: the accounts service's consent page (GET /spotify-accounts/authorize),
// the Web API's `PUT /me/player/play`, and the device channel the stand-in Web Playback SDK (sdk/spotify-player.js)
// registers on and polls, as the real SDK's connection to Spotify does.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { songs } from '../../../api/test/playlists/stand-ins/music-providers.ts'

interface PlayCommand {
  seq: number
  uri: string
  positionMs: number
  /** When the Web API took the command (ms): the SDK counts the time since into its position. */
  at: number
}

interface Device {
  user: string
  commands: PlayCommand[]
}

interface SpotifyUser {
  id: string
  product: string
}

const devices = new Map<string, Device>()
let seq = 0

const send = (res: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) return void res.writeHead(status).end()
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
const error = (res: ServerResponse, status: number, message: string, reason?: string) =>
  send(res, status, { error: { status, message, ...(reason ? { reason } : {}) } })

/** Who a bearer token belongs to, asked of the stand-in's own `GET /me` (the one place that knows live tokens). */
async function userOf(req: IncomingMessage): Promise<SpotifyUser | null> {
  const answer = await fetch(`http://127.0.0.1:${process.env.PROVIDERS_STAND_IN_PORT}/spotify/v1/me`, {
    headers: { authorization: req.headers.authorization ?? '' }
  })
  return answer.ok ? ((await answer.json()) as SpotifyUser) : null
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The consent screen: the tester agrees as a Premium or a Free account, or cancels (`error=access_denied`). */
function authorize(res: ServerResponse, url: URL) {
  const q = url.searchParams
  const redirect = q.get('redirect_uri')
  const scopes = (q.get('scope') ?? '').split(' ')
  if (q.get('client_id') !== process.env.SPOTIFY_CLIENT_ID) return error(res, 400, 'INVALID_CLIENT: Invalid client')
  if (q.get('response_type') !== 'code') return error(res, 400, 'response_type must be code')
  if (!redirect || !/^https?:\/\//.test(redirect)) return error(res, 400, 'INVALID_CLIENT: Invalid redirect URI')
  if (!scopes.includes('streaming')) return error(res, 400, 'the streaming scope is missing')
  const back = (params: Record<string, string>) => {
    const target = new URL(redirect)
    for (const [key, value] of Object.entries({ ...params, state: q.get('state') ?? '' }))
      target.searchParams.set(key, value)
    return escape(target.toString())
  }
  const id = randomUUID().slice(0, 8)
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Spotify (stand-in)</title></head>
<body style="font-family: sans-serif; background: #121212; color: #fff; padding: 40px">
<h1>Spotify stand-in</h1>
<p>Spinroom asks for: ${escape(scopes.join(', '))}</p>
<p><a style="color: #1ed760" href="${back({ code: `code-premium-${id}` })}">Agree as a Premium account</a></p>
<p><a style="color: #1ed760" href="${back({ code: `code-free-${id}` })}">Agree as a Free account</a></p>
<p><a style="color: #aaa" href="${back({ error: 'access_denied' })}">Cancel</a></p>
</body></html>`)
}

/** `PUT /v1/me/player/play?device_id=…` with `{ uris, position_ms }`: moves playback to that device at that second. */
async function play(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
  const user = await userOf(req)
  if (!user) return error(res, 401, 'Invalid access token')
  if (user.product !== 'premium') return error(res, 403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED')
  const device = devices.get(url.searchParams.get('device_id') ?? '')
  if (!device || device.user !== user.id) return error(res, 404, 'Device not found')
  let parsed: { uris?: unknown; position_ms?: unknown }
  try {
    parsed = JSON.parse(body || '{}')
  } catch {
    return error(res, 400, 'Malformed json')
  }
  const { uris, position_ms: positionMs = 0 } = parsed
  if (!Array.isArray(uris) || uris.length !== 1 || typeof uris[0] !== 'string')
    return error(res, 400, 'uris must hold one track uri')
  const id = /^spotify:track:([A-Za-z0-9]{22})$/.exec(uris[0])?.[1]
  if (!id) return error(res, 400, 'Invalid track uri: ' + uris[0])
  if (!songs.some((song) => song.ids.spotify === id)) return error(res, 404, 'Track not found')
  if (typeof positionMs !== 'number' || !Number.isInteger(positionMs) || positionMs < 0)
    return error(res, 400, 'position_ms must be a non-negative integer')
  device.commands.push({ seq: ++seq, uri: uris[0], positionMs, at: Date.now() })
  send(res, 204)
}

/** The SDK's connection: a device registers with its token (401 unknown token, 403 without Premium) and polls. */
async function register(req: IncomingMessage, res: ServerResponse) {
  const user = await userOf(req)
  if (!user) return error(res, 401, 'Authentication failed')
  if (user.product !== 'premium') return error(res, 403, 'This functionality is restricted to premium users only')
  const deviceId = randomUUID().replace(/-/g, '')
  devices.set(deviceId, { user: user.id, commands: [] })
  send(res, 200, { device_id: deviceId })
}

/** Every stand-in track by its uri, as the SDK's state names it. */
const tracks = Object.fromEntries(
  songs
    .filter((song) => song.ids.spotify)
    .map((song) => [
      `spotify:track:${song.ids.spotify}`,
      { id: song.ids.spotify, name: song.title, artist: song.artist, duration_ms: Math.round(song.seconds * 1000) }
    ])
)

export function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string): boolean {
  const p = url.pathname
  const fail = (problem: unknown) => error(res, 500, String(problem))
  if (req.method === 'GET' && p === '/spotify-accounts/authorize') {
    authorize(res, url)
    return true
  }
  if (req.method === 'PUT' && p === '/spotify/v1/me/player/play') {
    play(req, res, url, body).catch(fail)
    return true
  }
  if (req.method === 'POST' && p === '/spotify-stand-in/devices') {
    register(req, res).catch(fail)
    return true
  }
  const polled = /^\/spotify-stand-in\/devices\/([a-f0-9]+)\/commands$/.exec(p)
  if (req.method === 'GET' && polled) {
    const device = devices.get(polled[1])
    if (!device) error(res, 404, 'Device not found')
    else {
      const after = Number(url.searchParams.get('after') ?? 0)
      const commands = device.commands
        .filter((command) => command.seq > after)
        .map((command) => ({ ...command, track: tracks[command.uri] }))
      send(res, 200, { now: Date.now(), commands })
    }
    return true
  }
  const gone = /^\/spotify-stand-in\/devices\/([a-f0-9]+)$/.exec(p)
  if (req.method === 'DELETE' && gone) {
    devices.delete(gone[1])
    send(res, 204)
    return true
  }
  return false
}
