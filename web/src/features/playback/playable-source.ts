import { routes, type CrateSong, type NowPlaying } from '@spinroom/schemas'
import { rest } from '../../api/client.ts'
import type { PlaybackStart } from './playback-start.ts'

/** Providers this player has a driver for, in the order it prefers them. */
const drivers = ['uploadService'] as const

/** The start for a play, or null when none of the song's providers can play here (the stage then says so). */
export function playableStart(playing: NowPlaying): PlaybackStart | null {
  const provider = drivers.find((key) => playing.song.musicProviders[key])
  if (!provider) return null
  const id = playing.song.musicProviders[provider]!
  return { provider, url: rest.url(routes.songs.getSongPlaylist, { params: { id } }), endTime: playing.endTime }
}

/** The providers a song names, for telling the listener where it would play from. */
export const songProviders = (song: CrateSong) => Object.keys(song.musicProviders)

/** The song's artwork: the first thumbnail it has. */
export const artworkOf = (song: CrateSong): string | undefined => Object.values(song.thumbnails ?? {})[0]
