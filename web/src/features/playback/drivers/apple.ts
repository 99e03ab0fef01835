import { routes, type SongProviderKey } from '@spinroom/schemas'
import { api } from '../../../api/client.ts'
import { loadPlaybackSettings } from '../playback-settings.ts'
import { providerAccessStore } from '../provider-access.ts'
import { AppleAccessError, authorizedMusicKit } from './apple-account.ts'
import { blockedByBrowser, musicKitFailureKey, needsReconnect } from './apple-errors.ts'
import type { DriverFactory, DriverStart, PlaybackDriver } from './driver.ts'
import type { MusicKitEvents, MusicKitInstance } from './musickit.ts'

/** Seed 002 §5: a song with a Spotify or 7digital id counts as playable on Apple Music, found there by that id. */
const findableBy: readonly SongProviderKey[] = ['spotify', 'sevenDigital']

class PlaybackFailure extends Error {}

/** The song's Apple Music id: its own, or the match the server finds from its Spotify or 7digital id. */
async function appleId(start: DriverStart): Promise<string> {
  const own = start.musicProviders.apple
  if (own) return own
  const { apple } = await loadPlaybackSettings()
  for (const musicProvider of findableBy) {
    const providerSongId = start.musicProviders[musicProvider]
    if (!providerSongId) continue
    const answer = await api
      .call(routes.playlists.getSongDataProviders, {
        params: { providerSongId, musicProvider },
        query: { country: apple.storefront }
      })
      .catch(() => null)
    const match = answer?.matches.find((found) => found.provider === 'apple')
    if (match) return match.providerId
  }
  throw new PlaybackFailure('playback.apple.notOnAppleMusic')
}

/** Why MusicKit cannot play, as the i18n key the stage words; a lapsed authorization also tells the provider choice. */
function plainWords(error: unknown): string {
  if (error instanceof PlaybackFailure) return error.message
  if (error instanceof AppleAccessError)
    return error.access === 'notAuthorized' ? 'playback.apple.connectAgain' : 'playback.apple.sdk'
  if (needsReconnect(error)) providerAccessStore.set('apple', 'notAuthorized')
  return musicKitFailureKey(error)
}

/** Apple Music through MusicKit on the Web: the listener's authorized MusicKit plays the song at the room's second. */
export const appleDriver: DriverFactory = ({ events }): PlaybackDriver => {
  let music: MusicKitInstance | null = null
  let generation = 0
  let loaded = false
  let announced = false
  let level = { volume: 1, muted: false }

  const applyVolume = () => {
    if (music) music.volume = level.muted ? 0 : level.volume
  }
  const onState = ({ state }: MusicKitEvents['playbackStateDidChange']) => {
    const states = window.MusicKit?.PlaybackStates
    if (!loaded || !states) return
    if (state === states.playing && !announced) {
      announced = true
      events.playing()
    } else if (state === states.ended || state === states.completed) {
      // MusicKit says ended, then completed when the queue is done: the room hears of it once.
      loaded = false
      events.ended()
    }
  }
  const onTime = ({ currentPlaybackTime }: MusicKitEvents['playbackTimeDidChange']) => {
    if (loaded) events.time(currentPlaybackTime)
  }
  const onError = (error: unknown) => {
    if (loaded) events.failed(plainWords(error))
  }

  async function attach(): Promise<MusicKitInstance> {
    const kit = await authorizedMusicKit()
    if (kit !== music) {
      music = kit
      kit.addEventListener('playbackStateDidChange', onState)
      kit.addEventListener('playbackTimeDidChange', onTime)
      kit.addEventListener('mediaPlaybackError', onError)
    }
    applyVolume()
    return kit
  }

  /** Plays; true when sound started, false when the browser wants a tap first. */
  async function play(kit: MusicKitInstance): Promise<boolean> {
    try {
      await kit.play()
    } catch (error) {
      if (!blockedByBrowser(error)) throw error
      events.blocked(true)
      return false
    }
    events.blocked(false)
    return true
  }

  const stop = () => {
    generation++
    loaded = false
    announced = false
    if (music) void Promise.resolve(music.stop()).catch(() => undefined)
  }

  return {
    provider: 'apple',
    async start(start, at) {
      stop()
      const mine = generation
      try {
        const kit = await attach()
        const id = await appleId(start)
        if (mine !== generation) return
        await kit.setQueue({ song: id, startTime: Math.max(0, at() ?? 0) })
        if (mine !== generation) return
        loaded = true
        if (!(await play(kit)) || mine !== generation) return
        // Loading took time: start where the room is now, not where it was when the queue was set.
        const now = at()
        if (now !== null) await kit.seekToTime(Math.max(0, now))
      } catch (error) {
        if (mine !== generation) return
        loaded = false
        throw new Error(plainWords(error), { cause: error })
      }
    },
    stop,
    position: () => (loaded && music ? music.currentPlaybackTime : null),
    seek(seconds) {
      if (loaded && music) void music.seekToTime(Math.max(0, seconds)).catch(() => undefined)
    },
    setVolume(volume, muted) {
      level = { volume, muted }
      applyVolume()
    },
    async resume() {
      if (loaded && music) await play(music)
    },
    async warm() {
      await attach().catch(() => undefined)
    },
    destroy() {
      stop()
      music?.removeEventListener('playbackStateDidChange', onState)
      music?.removeEventListener('playbackTimeDidChange', onTime)
      music?.removeEventListener('mediaPlaybackError', onError)
      music = null
    }
  }
}
