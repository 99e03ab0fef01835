import { createHmac, createPublicKey, verify, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One song as every stand-in provider knows it, with its id on each. */
export interface StandInSong {
  isrc: string | null
  title: string
  artist: string
  seconds: number
  explicit?: boolean
  ids: {
    spotify?: string
    apple?: string
    soundcloud?: number
    audius?: string
    youtube?: string
    sevenDigital?: string
  }
}

export const songs: StandInSong[] = [
  {
    isrc: 'GBAYE0601498',
    title: 'Night Owl',
    artist: 'The Lanterns',
    seconds: 201,
    ids: {
      spotify: '4uLU6hMCjMI75M1A2tKUQC',
      apple: '1440857781',
      soundcloud: 100001,
      audius: 'D7KyD',
      youtube: 'dQw4w9WgXcQ',
      sevenDigital: '7001'
    }
  },
  {
    isrc: 'USUM71703861',
    title: 'Harbour Lights',
    artist: 'Mira Sol',
    seconds: 187.5,
    explicit: true,
    ids: { spotify: '0VjIjW4GlUZAMYd2vXMi3b', apple: '1440857782', sevenDigital: '7002' }
  },
  {
    isrc: null,
    title: 'Basement Tapes',
    artist: 'Kilo Dub',
    seconds: 240,
    // A song without an ISRC: matched across providers by name, artist and duration (SoundCloud says 241 s).
    ids: { soundcloud: 100003, audius: 'Qx9zP', youtube: 'aBcDeFgHiJk' }
  },
  {
    isrc: 'FRZ031400123',
    title: 'Long Way Home',
    artist: 'Ana Prado',
    seconds: 3723,
    ids: { spotify: '7ouMYWpwJ422jRcDASZB7P', youtube: 'LwHlong0001', sevenDigital: '7004' }
  }
]

/** For browser tests: real audio behind the stream URLs, routes of their own, and answers a page may read (CORS). */
export interface StandInOptions {
  /** An MP3 every stream URL (SoundCloud, Audius, 7digital) serves, instead of a few placeholder bytes. */
  audio?: Buffer
  /** Routes served before the providers' (an SDK's script, its Web API); true when it answered. */
  extra?: (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => boolean
}

type Provider = 'spotify' | 'apple' | 'soundcloud' | 'audius' | 'youtube' | 'sevenDigital'

/**
 * A local stand-in for the slice of each music provider's real API the server calls: Spotify's accounts and Web API,
 * Apple Music (checking the ES256 developer token), SoundCloud (client-credentials tokens, 403 when expired), Audius,
 * the YouTube Data API and 7digital. Every request is recorded; tokens can be expired and providers made to refuse.
 */
export function musicProviderStandIn(
  appleKey: { publicKeyPem: string; keyId: string; teamId: string },
  options: StandInOptions = {}
) {
  const calls: string[] = []
  const issued: Record<string, number> = { spotify: 0, soundcloud: 0, spotifyUser: 0 }
  const live = new Set<string>()
  const refusing = new Map<Provider, number>()
  const stalled = new Map<string, Promise<void>>()
  const seenApple = new Set<string>()
  const revokedApple = new Set<string>()
  /** Spotify playlists by id: track ids in order. */
  const playlists = new Map<string, string[]>([
    ['37i9dQZF1DXcBWIGoYBM5M', songs.map((s) => s.ids.spotify!).filter(Boolean)]
  ])
  /** Playlists the server created on users' accounts (exports). */
  const created: {
    provider: Provider
    id: string
    user: string
    name: string
    description?: string
    tracks: string[]
  }[] = []
  const applePublic: KeyObject = createPublicKey(appleKey.publicKeyPem)

  const find = (provider: Provider, id: string) => songs.find((s) => String(s.ids[provider] ?? '') === id)
  const matching = (q: string) =>
    songs.filter((s) => `${s.title} ${s.artist}`.toLowerCase().includes(q.toLowerCase().trim()))

  const spotifyTrack = (s: StandInSong) => ({
    id: s.ids.spotify,
    name: s.title,
    duration_ms: Math.round(s.seconds * 1000),
    explicit: !!s.explicit,
    external_ids: s.isrc ? { isrc: s.isrc } : {},
    external_urls: { spotify: `https://open.spotify.com/track/${s.ids.spotify}` },
    preview_url: null,
    artists: [{ name: s.artist }],
    album: {
      name: `${s.title} (Single)`,
      release_date: '2019-05-03',
      images: [{ url: 'https://i.scdn.co/image/ab67' }]
    }
  })
  const appleSong = (s: StandInSong) => ({
    id: s.ids.apple,
    type: 'songs',
    attributes: {
      name: s.title,
      artistName: s.artist,
      durationInMillis: Math.round(s.seconds * 1000),
      isrc: s.isrc,
      contentRating: s.explicit ? 'explicit' : undefined,
      genreNames: ['Pop', 'Music'],
      albumName: 'Apple Album',
      releaseDate: '2018-01-12',
      url: `https://music.apple.com/us/album/x/1?i=${s.ids.apple}`,
      artwork: { url: 'https://is1-ssl.mzstatic.com/image/{w}x{h}bb.jpg' },
      previews: [{ url: `https://audio-ssl.itunes.apple.com/preview/${s.ids.apple}.m4a` }]
    }
  })
  const soundcloudTrack = (s: StandInSong) => ({
    kind: 'track',
    id: s.ids.soundcloud,
    title: s.title,
    // SoundCloud's uploads of the no-ISRC song run a second longer: still the same song (within 5 s).
    duration: Math.round((s.isrc ? s.seconds : s.seconds + 1) * 1000),
    genre: 'Electronic',
    permalink_url: `https://soundcloud.com/${s.artist.toLowerCase().replace(/ /g, '-')}/${s.title.toLowerCase().replace(/ /g, '-')}`,
    artwork_url: 'https://i1.sndcdn.com/artworks-large.jpg',
    user: { username: s.artist },
    publisher_metadata: s.isrc ? { isrc: s.isrc, artist: s.artist } : undefined
  })
  const audiusTrack = (s: StandInSong) => ({
    id: s.ids.audius,
    title: s.title,
    duration: Math.round(s.seconds),
    genre: 'Electronic',
    permalink: `/${s.artist.replace(/ /g, '')}/${s.title.replace(/ /g, '-').toLowerCase()}`,
    artwork: { '480x480': 'https://audius.co/art/480.jpg' },
    user: { name: s.artist }
  })
  const iso = (seconds: number) => {
    const h = Math.floor(seconds / 3600)
    const m = Math.floor((seconds % 3600) / 60)
    const sec = Math.round(seconds % 60)
    return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec ? `${sec}S` : ''}`
  }
  const video = (s: StandInSong) => ({
    id: s.ids.youtube,
    snippet: { title: s.title, channelTitle: s.artist, thumbnails: { high: { url: 'https://i.ytimg.com/hq.jpg' } } },
    contentDetails: { duration: iso(s.seconds) }
  })
  const sevenTrack = (s: StandInSong) => ({
    id: s.ids.sevenDigital,
    title: s.title,
    duration: Math.round(s.seconds),
    isrc: s.isrc,
    explicitContent: !!s.explicit,
    url: `https://us.7digital.com/artist/x/release/y?t=${s.ids.sevenDigital}`,
    artist: { name: s.artist, appearsAs: s.artist },
    release: {
      title: 'Seven Release',
      image: 'https://artwork-cdn.7static.com/static/img/sleeveart/00/1_350.jpg',
      releaseDate: '2017-02-01T00:00:00Z'
    }
  })

  /** Whether a bearer/OAuth token is one the stand-in issued and has not expired. */
  const bearer = (req: IncomingMessage, scheme: string) => {
    const value = req.headers.authorization ?? ''
    return value.startsWith(`${scheme} `) && live.has(value.slice(scheme.length + 1))
  }
  /** Checks an Apple developer token: ES256 over header.claims with the team's key, kid and iss. */
  const appleOk = (req: IncomingMessage) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    const [h, c, sig] = token.split('.')
    if (!h || !c || !sig || revokedApple.has(token)) return false
    const header = JSON.parse(Buffer.from(h, 'base64url').toString())
    const claims = JSON.parse(Buffer.from(c, 'base64url').toString())
    const good =
      header.alg === 'ES256' &&
      header.kid === appleKey.keyId &&
      claims.iss === appleKey.teamId &&
      claims.exp > Date.now() / 1000 &&
      verify(
        'sha256',
        Buffer.from(`${h}.${c}`),
        { key: applePublic, dsaEncoding: 'ieee-p1363' },
        Buffer.from(sig, 'base64url')
      )
    if (good) seenApple.add(token)
    return good
  }

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const p = url.pathname
    const q = url.searchParams
    calls.push(`${req.method} ${p}${url.search}`)
    if (options.audio || options.extra) {
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
      res.setHeader('access-control-allow-headers', 'authorization, content-type')
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      if (req.method === 'OPTIONS') return res.writeHead(204).end()
    }
    if (options.extra?.(req, res, url, raw)) return
    if (options.audio && p.startsWith('/media/')) return sendAudio(req, res, options.audio)
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const provider = p.split('/')[1] as string
    const refusal = refusing.get(provider as Provider)
    if (refusal) return send(refusal, { error: { status: refusal, message: 'stand-in refuses' } })

    // Spotify accounts: client credentials, authorization codes and refresh tokens for users.
    if (req.method === 'POST' && (p === '/spotify-accounts/api/token' || p === '/soundcloud-oauth/oauth/token')) {
      const who = p.startsWith('/spotify') ? 'spotify' : 'soundcloud'
      const expected = who === 'spotify' ? 'sp-client:sp-secret' : 'sc-client:sc-secret'
      if (req.headers.authorization !== `Basic ${Buffer.from(expected).toString('base64')}`)
        return send(401, { error: 'invalid_client', error_description: 'Invalid client' })
      const form = new URLSearchParams(raw)
      const grant = form.get('grant_type')
      if (grant === 'client_credentials') {
        const token = `${who}-app-${++issued[who]}`
        live.add(token)
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
      }
      if (who === 'spotify' && (grant === 'authorization_code' || grant === 'refresh_token')) {
        const user = (form.get('code') ?? form.get('refresh_token') ?? '').replace(/^(code|refresh)-/, '')
        const token = `user-${user}-${++issued.spotifyUser}`
        live.add(token)
        return send(200, {
          access_token: token,
          refresh_token: `refresh-${user}`,
          expires_in: 3600,
          scope: 'playlist-modify-private'
        })
      }
      return send(400, { error: 'unsupported_grant_type' })
    }

    if (provider === 'spotify') {
      if (!bearer(req, 'Bearer')) return send(401, { error: { status: 401, message: 'The access token expired' } })
      const rest = p.slice('/spotify/v1'.length)
      if (rest === '/search') {
        const term = q.get('q') ?? ''
        const found = term.startsWith('isrc:') ? songs.filter((s) => s.isrc === term.slice(5)) : matching(term)
        const items = found.filter((s) => s.ids.spotify).map(spotifyTrack)
        const offset = Number(q.get('offset') ?? 0)
        return send(200, { tracks: { items: items.slice(offset, offset + Number(q.get('limit') ?? 20)) } })
      }
      let m = /^\/tracks\/([^/]+)$/.exec(rest)
      if (m) {
        if (!/^[A-Za-z0-9]{22}$/.test(m[1])) return send(400, { error: { status: 400, message: 'invalid id' } })
        const s = find('spotify', m[1])
        return s ? send(200, spotifyTrack(s)) : send(404, { error: { status: 404, message: 'Non existing id' } })
      }
      m = /^\/playlists\/([^/]+)\/tracks$/.exec(rest)
      if (m && req.method === 'GET') {
        const ids = playlists.get(m[1])
        if (!ids) return send(404, { error: { status: 404, message: 'Not found.' } })
        // Pages of two, so the server has to follow `next`.
        const offset = Number(q.get('offset') ?? 0)
        const page = ids.slice(offset, offset + 2)
        const next =
          offset + 2 < ids.length
            ? `https://api.spotify.com/v1/playlists/${m[1]}/tracks?offset=${offset + 2}&limit=2`
            : null
        return send(200, {
          items: page.map((id) => ({ track: spotifyTrack(find('spotify', id)!) })),
          next,
          total: ids.length
        })
      }
      if (rest === '/me') {
        const user = (req.headers.authorization ?? '').replace(/^Bearer user-/, '').replace(/-\d+$/, '')
        // A user whose code began "free" has Spotify Free; every other user has Premium (the Web Playback SDK's need).
        return send(200, {
          id: `spotify-${user}`,
          display_name: user,
          email: `${user}@spotify.test`,
          country: 'US',
          product: user.startsWith('free') ? 'free' : 'premium'
        })
      }
      m = /^\/users\/([^/]+)\/playlists$/.exec(rest)
      if (m && req.method === 'POST') {
        const body = JSON.parse(raw)
        const id = `exported${created.length + 1}`.padEnd(22, '0')
        created.push({
          provider: 'spotify',
          id,
          user: decodeURIComponent(m[1]),
          name: body.name,
          description: body.description,
          tracks: []
        })
        return send(201, { id, external_urls: { spotify: `https://open.spotify.com/playlist/${id}` } })
      }
      m = /^\/playlists\/([^/]+)\/tracks$/.exec(rest)
      if (m && req.method === 'POST') {
        const target = created.find((c) => c.id === m![1])
        const uris: string[] = JSON.parse(raw).uris
        if (!target || uris.length > 100) return send(400, { error: { status: 400, message: 'bad request' } })
        target.tracks.push(...uris)
        return send(201, { snapshot_id: 'snap' })
      }
      return send(404, { error: { status: 404, message: 'Service not found' } })
    }

    if (provider === 'apple') {
      if (!appleOk(req)) return send(401, { errors: [{ status: '401', title: 'Unauthorized' }] })
      const rest = p.slice('/apple/v1'.length)
      if (rest === '/me/library/playlists' && req.method === 'POST') {
        const userToken = req.headers['music-user-token']
        if (!userToken) return send(403, { errors: [{ status: '403', title: 'Forbidden' }] })
        const body = JSON.parse(raw)
        created.push({
          provider: 'apple',
          id: `p.${created.length + 1}`,
          user: String(userToken),
          name: body.attributes.name,
          description: body.attributes.description,
          tracks: body.relationships.tracks.data.map((t: { id: string }) => t.id)
        })
        return send(201, { data: [{ id: created[created.length - 1].id, type: 'library-playlists' }] })
      }
      let m = /^\/catalog\/([a-z]{2})\/search$/.exec(rest)
      if (m) {
        const data = matching(q.get('term') ?? '')
          .filter((s) => s.ids.apple)
          .map(appleSong)
        const offset = Number(q.get('offset') ?? 0)
        return send(200, { results: { songs: { data: data.slice(offset, offset + Number(q.get('limit') ?? 25)) } } })
      }
      m = /^\/catalog\/([a-z]{2})\/playlists\/([^/]+)\/tracks$/.exec(rest)
      if (m) {
        if (m[2] !== 'pl.u-stand-in') return send(404, { errors: [{ status: '404', title: 'Not Found' }] })
        // Pages of one, so the server has to follow `next`; a duplicate of the first song is left out of the crate.
        const ids = ['1440857782', '1440857781', '1440857782']
        const offset = Number(q.get('offset') ?? 0)
        const next =
          offset + 1 < ids.length ? `/v1/catalog/${m[1]}/playlists/${m[2]}/tracks?offset=${offset + 1}` : undefined
        return send(200, { data: [appleSong(find('apple', ids[offset])!)], ...(next ? { next } : {}) })
      }
      m = /^\/catalog\/([a-z]{2})\/songs\/([^/]+)$/.exec(rest)
      if (m) {
        const s = find('apple', m[2])
        return s ? send(200, { data: [appleSong(s)] }) : send(404, { errors: [{ status: '404', title: 'Not Found' }] })
      }
      if (/^\/catalog\/[a-z]{2}\/songs$/.test(rest)) {
        const isrc = q.get('filter[isrc]')
        return send(200, { data: songs.filter((s) => s.ids.apple && s.isrc === isrc).map(appleSong) })
      }
      return send(404, { errors: [{ status: '404', title: 'Not Found' }] })
    }

    if (provider === 'soundcloud') {
      if (!bearer(req, 'OAuth')) return send(403, { code: 403, message: 'expired token' })
      const rest = p.slice('/soundcloud'.length)
      if (rest === '/tracks') {
        const found = matching(q.get('q') ?? '')
          .filter((s) => s.ids.soundcloud)
          .map(soundcloudTrack)
        return send(200, { collection: found, next_href: null })
      }
      if (rest === '/resolve') {
        const target = q.get('url') ?? ''
        const s = songs.find((x) => x.ids.soundcloud && soundcloudTrack(x).permalink_url === target)
        return s ? send(200, soundcloudTrack(s)) : send(404, { code: 404, message: 'Not found' })
      }
      let m = /^\/tracks\/(\d+)$/.exec(rest)
      if (m) {
        const s = find('soundcloud', m[1])
        return s ? send(200, soundcloudTrack(s)) : send(404, { code: 404, message: 'Not found' })
      }
      m = /^\/tracks\/(\d+)\/streams$/.exec(rest)
      if (m) {
        return find('soundcloud', m[1])
          ? send(200, {
              http_mp3_128_url: options.audio
                ? `${base}/media/soundcloud/${m[1]}.128.mp3`
                : `https://cf-media.sndcdn.com/${m[1]}.128.mp3`,
              hls_mp3_128_url: `https://cf-hls-media.sndcdn.com/playlist/${m[1]}.128.mp3/playlist.m3u8`,
              preview_mp3_128_url: `https://cf-preview-media.sndcdn.com/preview/${m[1]}.128.mp3`
            })
          : send(404, { code: 404, message: 'Not found' })
      }
      return send(404, { code: 404, message: 'Not found' })
    }

    if (provider === 'audius') {
      if (!q.get('app_name')) return send(400, { message: 'app_name is required' })
      const rest = p.slice('/audius/v1'.length)
      if (rest === '/tracks/search')
        return send(200, {
          data: matching(q.get('query') ?? '')
            .filter((s) => s.ids.audius)
            .map(audiusTrack)
        })
      if (rest === '/resolve') {
        const s = songs.find((x) => x.ids.audius && `https://audius.co${audiusTrack(x).permalink}` === q.get('url'))
        return s ? send(200, { data: audiusTrack(s) }) : send(404, { message: 'Not found' })
      }
      const stream = /^\/tracks\/([^/]+)\/stream$/.exec(rest)
      if (stream && options.audio && find('audius', stream[1])) return sendAudio(req, res, options.audio)
      const m = /^\/tracks\/([^/]+)$/.exec(rest)
      if (m) {
        const s = find('audius', m[1])
        return s ? send(200, { data: audiusTrack(s) }) : send(404, { message: 'Not found' })
      }
      return send(404, { message: 'Not found' })
    }

    if (provider === 'youtube') {
      if (q.get('key') !== 'yt-key') return send(400, { error: { code: 400, message: 'API key not valid' } })
      if (p === '/youtube/search')
        return send(200, {
          items: matching(q.get('q') ?? '')
            .filter((s) => s.ids.youtube)
            .map((s) => ({ id: { kind: 'youtube#video', videoId: s.ids.youtube } }))
        })
      if (p === '/youtube/videos') {
        const ids = (q.get('id') ?? '').split(',')
        return send(200, {
          items: ids
            .map((id) => find('youtube', id))
            .filter((s) => s)
            .map((s) => video(s!))
        })
      }
      return send(404, { error: { code: 404, message: 'Not found' } })
    }

    if (provider === '7digital-stream' || provider === '7digital-preview') {
      // Checks the two-legged OAuth 1.0a signature as 7digital's media servers do (RFC 5849 §3.4).
      const enc = (v: string) =>
        encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      const pairs = [...q.entries()].filter(([k]) => k !== 'oauth_signature').map(([k, v]) => [enc(k), enc(v)])
      pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      const baseString = `GET&${enc(`${base}${p}`)}&${enc(pairs.map(([k, v]) => `${k}=${v}`).join('&'))}`
      const expected = createHmac('sha1', '7d-secret&').update(baseString).digest('base64')
      if (q.get('oauth_consumer_key') !== '7d-key' || q.get('oauth_signature') !== expected)
        return send(401, { error: { code: 2002, errorMessage: 'OAuth signature invalid' } })
      if (options.audio) return sendAudio(req, res, options.audio)
      return res.writeHead(200, { 'content-type': 'audio/mpeg' }).end('ID3 stand-in audio')
    }
    if (provider === '7digital') {
      if (q.get('oauth_consumer_key') !== '7d-key')
        return send(401, { error: { code: 2002, errorMessage: 'OAuth error' } })
      if (p === '/7digital/track/search') {
        const found = matching(q.get('q') ?? '').filter((s) => s.ids.sevenDigital)
        return send(200, { searchResults: { searchResult: found.map((s) => ({ track: sevenTrack(s) })) } })
      }
      if (p === '/7digital/track/search/isrc')
        return send(200, {
          tracks: { track: songs.filter((s) => s.ids.sevenDigital && s.isrc === q.get('isrc')).map(sevenTrack) }
        })
      if (p === '/7digital/track/details') {
        const id = q.get('trackid') ?? ''
        if (!/^\d+$/.test(id)) return send(400, { error: { code: 1001, errorMessage: 'Invalid parameter' } })
        const s = find('sevenDigital', id)
        return s
          ? send(200, { track: sevenTrack(s) })
          : send(404, { error: { code: 2001, errorMessage: 'Track not found' } })
      }
      return send(404, { error: { code: 404, errorMessage: 'Not found' } })
    }
    send(404, { message: 'unknown stand-in route' })
  }

  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const held = stalled.get(new URL(req.url ?? '/', 'http://stand-in').pathname.split('/')[1])
      void (held ?? Promise.resolve()).then(() => handle(req, res, raw))
    })
  })
  let base = ''
  return {
    calls,
    issued,
    playlists,
    created,
    /** Makes every token issued so far stop working (the next call answers 401, or 403 on SoundCloud). */
    expireTokens() {
      live.clear()
      for (const token of seenApple) revokedApple.add(token)
    },
    /** Holds a provider's answers until the returned function is called (to watch work in progress). */
    stall(provider: Provider): () => void {
      let release = () => {}
      stalled.set(provider, new Promise<void>((resolve) => (release = resolve)))
      return () => {
        stalled.delete(provider)
        release()
      }
    },
    /** Makes a provider answer every call with `status` (0: answer again). */
    refuse(provider: Provider | 'spotify-accounts', status: number) {
      if (status) refusing.set(provider as Provider, status)
      else refusing.delete(provider as Provider)
    },
    async start(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      return base
    },
    /** The provider settings that point every provider at this stand-in. */
    settings: (privateKeyPem: string) => standInSettings(base, privateKeyPem, appleKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** The provider settings that point every provider at a stand-in at `base`. */
export function standInSettings(
  base: string,
  privateKeyPem: string,
  appleKey: { keyId: string; teamId: string }
): Record<string, string> {
  return {
    SPOTIFY_CLIENT_ID: 'sp-client',
    SPOTIFY_CLIENT_SECRET: 'sp-secret',
    SPOTIFY_ACCOUNTS_URL: `${base}/spotify-accounts`,
    SPOTIFY_API_URL: `${base}/spotify/v1`,
    APPLE_MUSIC_TEAM_ID: appleKey.teamId,
    APPLE_MUSIC_KEY_ID: appleKey.keyId,
    APPLE_MUSIC_PRIVATE_KEY: privateKeyPem.replace(/\n/g, '\\n'),
    APPLE_MUSIC_API_URL: `${base}/apple/v1`,
    SOUNDCLOUD_CLIENT_ID: 'sc-client',
    SOUNDCLOUD_CLIENT_SECRET: 'sc-secret',
    SOUNDCLOUD_OAUTH_URL: `${base}/soundcloud-oauth`,
    SOUNDCLOUD_API_URL: `${base}/soundcloud`,
    AUDIUS_API_HOST: `${base}/audius`,
    YOUTUBE_API_KEY: 'yt-key',
    YOUTUBE_API_URL: `${base}/youtube`,
    SEVEN_DIGITAL_CONSUMER_KEY: '7d-key',
    SEVEN_DIGITAL_CONSUMER_SECRET: '7d-secret',
    SEVEN_DIGITAL_API_URL: `${base}/7digital`,
    SEVEN_DIGITAL_STREAM_URL: `${base}/7digital-stream`,
    SEVEN_DIGITAL_PREVIEW_URL: `${base}/7digital-preview`
  }
}

/** Serves an MP3 with byte ranges, as a CDN does: a media element seeks by asking for a range. */
function sendAudio(req: IncomingMessage, res: ServerResponse, audio: Buffer) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  const headers = { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes' }
  if (!range) return res.writeHead(200, { ...headers, 'content-length': audio.length }).end(audio)
  const start = range[1] ? Number(range[1]) : Math.max(0, audio.length - Number(range[2]))
  const end = range[1] && range[2] ? Math.min(Number(range[2]), audio.length - 1) : audio.length - 1
  if (start >= audio.length) return res.writeHead(416, { 'content-range': `bytes */${audio.length}` }).end()
  res
    .writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${audio.length}`,
      'content-length': end - start + 1
    })
    .end(audio.subarray(start, end + 1))
}

export type MusicProviderStandIn = ReturnType<typeof musicProviderStandIn>
