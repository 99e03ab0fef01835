import { MAX_PROXIED_ARTWORK_BYTES as MAX_BYTES } from '@spinroom/schemas'
import { FeathersError } from '@feathersjs/errors'
import { NotFound } from '../../../errors.ts'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { BadGateway } from '../../../providers/http.ts'
import { artworkUrl, isArtworkUrl } from './artwork-hosts.ts'

// The whole exchange is bounded, redirects and bytes included: a picture is small.
const TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 3
const RELAYED_HEADERS = ['content-type', 'etag', 'last-modified']
// A browser revalidating its copy asks the host with these; the host's 304 is relayed without a body.
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since']
// SVG may carry script, which would run on our origin if the proxied URL were opened as a page.
const IMAGE_TYPE = /^image\/(?!svg)[a-z0-9.+-]+$/i

/** The answer of `url`'s host, redirects followed only while they stay on artwork hosts. */
async function follow(
  app: Application,
  first: URL,
  signal: AbortSignal,
  conditions: Record<string, string>
): Promise<Response> {
  let url = first
  for (let hops = 0; ; hops++) {
    const res = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'image/*', ...conditions } })
    if (res.status < 300 || res.status >= 400 || res.status === 304) return res
    await res.body?.cancel()
    const location = res.headers.get('location')
    if (!location) throw new BadGateway(`${url.host} refused the artwork (${res.status})`)
    if (hops === MAX_REDIRECTS) throw new BadGateway(`${url.host} redirected the artwork too often`)
    const next = new URL(location, url)
    if (!isArtworkUrl(app, next))
      throw new BadGateway(`${url.host} redirected the artwork to ${next.host}, which is no artwork host`)
    url = next
  }
}

/** The body's bytes, or a 502 as soon as they pass MAX_BYTES. */
async function bytesOf(host: string, res: Response): Promise<Buffer> {
  const tooLarge = () => new BadGateway(`${host} sent an artwork larger than ${MAX_BYTES / 1024 / 1024} MB`)
  if (Number(res.headers.get('content-length')) > MAX_BYTES) {
    await res.body?.cancel()
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  // Leaving the loop by a throw cancels the stream.
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength
    if (size > MAX_BYTES) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The caller's revalidation headers, to be asked of the host. */
function conditionsOf(call: Call): Record<string, string> {
  const headers = call.context.params.headers ?? {}
  const conditions: Record<string, string> = {}
  for (const name of CONDITIONAL_HEADERS) {
    const value = headers[name]
    if (typeof value === 'string' && value) conditions[name] = value
  }
  return conditions
}

/** Headers the caller's copy keeps, from the host's answer, and ours. */
function relayHeaders(call: Call, res: Response) {
  for (const name of RELAYED_HEADERS) {
    const value = res.headers.get(name)
    if (value) call.setHeader(name, value)
  }
  call.setHeader('cache-control', 'public, max-age=86400')
  call.setHeader('x-content-type-options', 'nosniff')
}

async function relay(call: Call, url: URL): Promise<Buffer> {
  const res = await follow(call.app, url, AbortSignal.timeout(TIMEOUT_MS), conditionsOf(call))
  if (res.status === 304) {
    await res.body?.cancel()
    relayHeaders(call, res)
    call.context.http = { ...call.context.http, status: 304 }
    return Buffer.alloc(0)
  }
  if (res.status === 404 || res.status === 410) throw new NotFound('Artwork not found')
  if (!res.ok) throw new BadGateway(`${url.host} refused the artwork (${res.status})`)
  const type = res.headers.get('content-type') ?? ''
  if (!IMAGE_TYPE.test(type.split(';')[0]!.trim())) {
    await res.body?.cancel()
    throw new BadGateway(`${url.host} answered ${type || 'no content type'}, not an image the proxy relays`)
  }
  const bytes = await bytesOf(url.host, res)
  relayHeaders(call, res)
  call.setHeader('content-length', String(bytes.length))
  return bytes
}

/** An artwork from a provider's image host, as the Discord activity's page may only load its own origin's. */
export async function proxiedArtwork(call: Call<unknown, { url: string }>): Promise<Buffer> {
  const url = artworkUrl(call.app, call.query.url)
  try {
    return await relay(call, url)
  } catch (error) {
    if (error instanceof FeathersError) throw error
    const { name, message, cause } = error as Error & { cause?: Error }
    const why = name === 'TimeoutError' ? 'timed out' : (cause?.message ?? message)
    throw new BadGateway(`${url.host} could not be reached: ${why}`)
  }
}
