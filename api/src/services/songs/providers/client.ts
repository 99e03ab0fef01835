import type { SongData, SongProviderKey } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { expectOk, providerFetch, type ProviderResponse } from '../../../providers/http.ts'
import type { ProviderTrack } from './provider.ts'

/** A provider's app-level access token and when it stops working. */
export interface AppToken {
  value: string
  expiresAt: number
}

const tokens = new WeakMap<Application, Map<string, AppToken>>()
// A token this close to expiry is replaced before use rather than sent.
const MARGIN_MS = 60_000

/** The app's cached token for `key`, fetched with `issue` when missing, near expiry, or `fresh` is asked for. */
export async function appToken(
  app: Application,
  key: string,
  issue: () => Promise<AppToken>,
  fresh = false
): Promise<string> {
  const cache = tokens.get(app) ?? new Map<string, AppToken>()
  tokens.set(app, cache)
  const held = cache.get(key)
  if (!fresh && held && held.expiresAt - Date.now() > MARGIN_MS) return held.value
  const token = await issue()
  cache.set(key, token)
  return token.value
}

/**
 * A GET (or other call) with a bearer-like credential: when the provider answers `retryOn` (401, or 403 for SoundCloud)
 * the token is issued again and the call retried once (seed 002 §8, "Third-party tokens").
 */
export async function withToken<T>(
  name: string,
  url: string,
  token: (fresh: boolean) => Promise<string>,
  header: (token: string) => Record<string, string>,
  init: RequestInit = {},
  retryOn = 401
): Promise<ProviderResponse<T>> {
  const call = async (fresh: boolean) =>
    providerFetch<T>(name, url, { ...init, headers: { ...init.headers, ...header(await token(fresh)) } })
  const first = await call(false)
  return first.status === retryOn ? call(true) : first
}

/** The body of a 2xx answer, null for a 404 (no such track), else the 502 naming the provider. */
export function okOrMissing<T>(name: string, what: string, res: ProviderResponse<T>): T | null {
  if (res.status === 404) return null
  return expectOk(name, what, res)
}

// Postgres text refuses NUL; providers' free text is cut to the catalogue's column sizes.
const clean = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).replaceAll('\u0000', '').trim().slice(0, max)
  return text || undefined
}
const ISRC = /^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$/
const https = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined)

/** Raw fields of a provider's track, before they fit the catalogue's rules. */
export interface RawTrack {
  id: string | number
  trackName: unknown
  artistName: unknown
  duration: unknown
  isrc?: unknown
  explicit?: unknown
  genre?: unknown
  albumName?: unknown
  releaseYear?: unknown
  thumbnail?: unknown
  link?: unknown
  preview?: unknown
}

/** A provider's track in the catalogue's terms, or null when it lacks a name, an artist or a duration. */
export function toTrack(provider: SongProviderKey, raw: RawTrack): ProviderTrack | null {
  const trackName = clean(raw.trackName, 300)
  const artistName = clean(raw.artistName, 300)
  const duration = Math.round(Number(raw.duration) * 1000) / 1000
  const providerId = clean(raw.id, 200)
  if (!trackName || !artistName || !providerId || !(duration > 0) || duration > 24 * 3600) return null
  const isrc = clean(raw.isrc, 20)
  const year = Number(String(raw.releaseYear ?? '').slice(0, 4))
  const only = (value: string | undefined): Record<string, string> | undefined =>
    value ? { [provider]: value } : undefined
  const data: SongData = {
    trackName,
    artistName,
    duration,
    isrc: isrc && ISRC.test(isrc) ? isrc.toUpperCase() : null,
    explicit: raw.explicit === true,
    genre: clean(raw.genre, 100) ?? null,
    albumName: clean(raw.albumName, 300) ?? null,
    releaseYear: year >= 1000 && year <= 9999 ? year : null,
    musicProviders: { [provider]: providerId },
    thumbnails: only(https(raw.thumbnail)),
    links: only(https(raw.link)),
    previews: only(https(raw.preview))
  }
  return { ...data, provider, providerId }
}

/** The tracks of a list that fit the catalogue's rules. */
export const tracksOf = (provider: SongProviderKey, raws: RawTrack[]) =>
  raws.map((raw) => toTrack(provider, raw)).filter((track): track is ProviderTrack => track !== null)

/** An API base URL from its setting, without a trailing slash. */
export const baseUrl = (app: Application, name: string, fallback: string) =>
  (app.get('config').providers[name] || fallback).replace(/\/+$/, '')

/** The settings of `names` that are not set. */
export const missing = (app: Application, names: readonly string[]) =>
  names.filter((name) => !app.get('config').providers[name])
