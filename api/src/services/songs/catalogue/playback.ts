import { bases, type Song, type StreamUrls } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { playbackToken } from '../uploaded-songs/playback-token.ts'
import { musicProviders } from '../providers/registry.ts'
import { toSong, type SongRow } from './entity.ts'

/** The upload service's HLS playlist of an uploaded song. */
export const uploadPlaylistUrl = (uploadId: string) =>
  `${bases.songs.base}/songs/${encodeURIComponent(uploadId)}/hls-playlist`

/** What every song a player may play carries: seed 002 §3 `streamUrls` and `playbackToken`. */
export interface SongPlayback {
  streamUrls: StreamUrls
  playbackToken?: string
}

// Seed 002 §9: streams at medium quality by default; songs carry the default storefront's.
const QUALITY = 'medium'
const COUNTRY = 'US'

/**
 * The streams a song's url-based providers give without being asked (uploads: the HLS playlist; Audius: its public
 * stream; seven-digital: a signed URL), and for an upload the token its playlist and key take in place of a header.
 */
export function songPlayback(
  app: Application,
  song: { musicProviders: Partial<Record<string, string>>; duration: number }
): SongPlayback {
  const streamUrls: StreamUrls = {}
  for (const provider of musicProviders(app)) {
    const id = song.musicProviders[provider.key]
    if (!id || !provider.builtStreams || provider.missingSettings().length) continue
    const { http, hls } = provider.builtStreams(id, COUNTRY, QUALITY)
    if (http || hls) streamUrls[provider.key] = { ...(http ? { http } : {}), ...(hls ? { hls } : {}) }
  }
  const upload = song.musicProviders.uploadService
  if (!upload) return { streamUrls }
  streamUrls.uploadService = { hls: uploadPlaylistUrl(upload) }
  return { streamUrls, playbackToken: playbackToken(app, upload, Number(song.duration)) }
}

/** A song (or crate entry, search result) with what its players need. */
export const withPlayback = <T extends { musicProviders: Partial<Record<string, string>>; duration: number }>(
  app: Application,
  song: T
): T & SongPlayback => ({ ...song, ...songPlayback(app, song) })

/** The external shape of a catalogue song, with its streams and playback token. */
export const playableSong = (app: Application, row: SongRow): Song => withPlayback(app, toSong(row))
