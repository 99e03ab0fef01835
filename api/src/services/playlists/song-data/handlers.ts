import type { ServiceSong, SongPreviews, SongProvidersAnswer, SongStreams, songDataRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { NotFound } from '../../../errors.ts'
import { musicProviders } from '../../songs/providers/registry.ts'
import {
  SONG_NOT_FOUND,
  catalogueSong,
  catalogueSongWith,
  intoCatalogue,
  matchEverywhere,
  pathText,
  providerTrack,
  songDataOf,
  trackOfLink
} from '../../songs/catalogue/lookup.ts'
import { playableSong, uploadPlaylistUrl } from '../../songs/catalogue/playback.ts'

const id = (params: { providerSongId: string }) => pathText(params.providerSongId, 'providerSongId')
const country = (query: { country?: string }) => (query.country ?? 'us').toLowerCase()
// Providers whose songs play from a URL (seed 002 §4, "Playback"), in the hangout brand's order.
const URL_PROVIDERS = ['sevenDigital', 'soundCloudPublic', 'audius'] as const

export const songDataHandlers: Handlers<typeof songDataRoutes> = {
  async getSongDataByLink({ app, params, query }) {
    return playableSong(app, await intoCatalogue(app, songDataOf(await trackOfLink(app, params.link, country(query)))))
  },

  async getSongDataById({ app, params, query }) {
    const track = await providerTrack(app, params.musicProvider, id(params), country(query))
    return playableSong(app, await intoCatalogue(app, songDataOf(track)))
  },

  async getSongDataProviders({ app, params, query }): Promise<SongProvidersAnswer> {
    const track = await providerTrack(app, params.musicProvider, id(params), country(query))
    const { song, matches, failed } = await matchEverywhere(app, track, country(query))
    const unconfigured = musicProviders(app)
      .filter((provider) => provider.missingSettings().length)
      .map((provider) => provider.key)
    return { song: playableSong(app, song), matches, unconfigured, failed }
  },

  async getSongDataForService({ app, params, query }): Promise<ServiceSong> {
    const known = await catalogueSongWith(app, params.musicProvider, id(params))
    const row =
      known ??
      (await intoCatalogue(app, songDataOf(await providerTrack(app, params.musicProvider, id(params), country(query)))))
    return { ...playableSong(app, row), analysis: (row.analysis as ServiceSong['analysis']) ?? null }
  },

  async getSongStream({ app, params, query }): Promise<SongStreams> {
    const song = await catalogueSong(app, pathText(params.id, 'id'))
    const quality = query.quality ?? 'medium'
    const streamUrls: SongStreams['streamUrls'] = {}
    for (const provider of musicProviders(app)) {
      const id = song.musicProviders[provider.key]
      if (!id || !provider.streams || provider.missingSettings().length) continue
      if (!(URL_PROVIDERS as readonly string[]).includes(provider.key)) continue
      const { http, hls } = await provider.streams(id, params.country.toLowerCase(), quality)
      if (http || hls) streamUrls[provider.key] = { ...(http ? { http } : {}), ...(hls ? { hls } : {}) }
    }
    if (song.musicProviders.uploadService)
      streamUrls.uploadService = { hls: uploadPlaylistUrl(song.musicProviders.uploadService) }
    if (!Object.keys(streamUrls).length) throw new NotFound(`${SONG_NOT_FOUND}: no stream of this song is available`)
    return { songId: song.id, quality, streamUrls }
  },

  async getSongPreview({ app, params }): Promise<SongPreviews> {
    const song = await catalogueSong(app, pathText(params.id, 'id'))
    const previews: Record<string, string> = { ...song.previews }
    for (const provider of musicProviders(app)) {
      const id = song.musicProviders[provider.key]
      if (!id || !provider.streams || provider.missingSettings().length || previews[provider.key]) continue
      const { preview } = await provider.streams(id, params.country.toLowerCase(), 'low')
      if (preview) previews[provider.key] = preview
    }
    if (song.musicProviders.uploadService) previews.uploadService = uploadPlaylistUrl(song.musicProviders.uploadService)
    if (!Object.keys(previews).length) throw new NotFound(`${SONG_NOT_FOUND}: no preview of this song is available`)
    return { songId: song.id, previews }
  }
}
