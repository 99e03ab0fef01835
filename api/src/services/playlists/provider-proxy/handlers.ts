import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { providerProxyRoutes } from '@spinroom/schemas'
import { NotFound } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import type { Handlers } from '../../../lib/domain.ts'
import { BadGateway } from '../../../providers/http.ts'
import { musicProvider } from '../../songs/providers/registry.ts'
import { proxiedArtwork } from './artwork.ts'

const NOT_FOUND = 'Track not found'
// Only the wait for the provider's headers is bounded: the audio itself may take as long as the listener listens.
const ANSWER_MS = 10_000
const RELAYED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges']

/** The audio at `url` relayed to the caller: their Range asked for, the provider's status, type and bytes answered. */
async function relay(call: Call, provider: string, url: string): Promise<Readable | Buffer> {
  const range = call.context.params.headers?.range
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), ANSWER_MS)
  let res: Response
  try {
    res = await fetch(url, { headers: typeof range === 'string' ? { range } : {}, signal: abort.signal })
  } catch (error) {
    throw new BadGateway(`${provider} could not be reached: ${(error as Error).message}`)
  } finally {
    clearTimeout(timer)
  }
  if (res.status === 404) throw new NotFound(NOT_FOUND)
  if (!res.ok || !res.body) throw new BadGateway(`${provider} refused to stream the track (${res.status})`)
  for (const name of RELAYED_HEADERS) {
    const value = res.headers.get(name)
    if (value) call.setHeader(name, value)
  }
  call.context.http = { ...call.context.http, status: res.status }
  // socket.io sends one message: the bytes; REST streams them as they come.
  if (call.context.params.provider !== 'rest') return Buffer.from(await res.arrayBuffer())
  return Readable.fromWeb(res.body as WebReadableStream)
}

/** The stream URL a url-based provider gives for a track, or the 404 when it has none. */
async function streamOf(call: Call<{ trackId: string }>, key: 'audius' | 'soundCloudPublic') {
  const provider = musicProvider(call.app, key)!
  const streams = await provider.streams!(call.params.trackId, 'US', 'medium')
  if (!streams.http) throw new NotFound(NOT_FOUND)
  return relay(call, provider.name, streams.http)
}

export const providerProxyHandlers: Handlers<typeof providerProxyRoutes> = {
  proxyAudiusStream: (call) => streamOf(call, 'audius'),
  proxySoundCloudStream: (call) => streamOf(call, 'soundCloudPublic'),
  proxyArtwork: proxiedArtwork
}
