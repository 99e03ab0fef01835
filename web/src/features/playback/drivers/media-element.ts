import type Hls from 'hls.js'
import { routes } from '@spinroom/schemas'
import { api, rest, storedToken } from '../../../api/client.ts'
import { readCore } from '../../../api/player-storage.ts'
import { proxiedStream } from '../../discord/activity.ts'
import type { DriverContext, DriverStart, PlaybackDriver } from './driver.ts'

const country = 'us'

/** Only our own server gets the session's token; a provider's CDN never does. */
const ownOrigin = (url: string) => new URL(url, location.href).origin === location.origin

/** Where a url-based song plays from: the upload's HLS playlist, or the provider's stream the server hands out. */
async function streamOf(start: DriverStart): Promise<{ url: string; hls: boolean }> {
  const proxied = proxiedStream(start.provider, start.id)
  if (proxied) return { url: proxied, hls: false }
  if (start.url) return { url: start.url, hls: !!start.hls }
  if (start.provider === 'uploadService')
    return { url: rest.url(routes.songs.getSongPlaylist, { params: { id: start.id } }), hls: true }
  if (!start.songId) throw new Error('playback.failure.streamMissing')
  const { streamUrls } = await api.call(routes.playlists.getSongStream, {
    params: { country, id: start.songId },
    // core-storage's quality: the listener's setting, always medium when not logged in (seed 002 §4).
    query: { quality: readCore().audioQuality }
  })
  const variants = streamUrls[start.provider]
  // A plain stream seeks by byte ranges in any browser; HLS needs hls.js outside Safari.
  if (variants?.http) return { url: variants.http, hls: false }
  if (variants?.hls) return { url: variants.hls, hls: true }
  throw new Error('playback.failure.streamMissing')
}

/**
 * Url-based providers (seed 002 §4: seven-digital, SoundCloud public, upload, Audius) on the page's audio element: a
 * plain stream through the element, HLS through hls.js (uploads with their AES key, fetched with the session's token).
 */
export function mediaElementDriver(provider: DriverStart['provider']) {
  return ({ audio, events }: DriverContext): PlaybackDriver => {
    let hls: Hls | null = null
    let generation = 0
    let loaded = false
    let settle: (() => number | null) | null = null

    const onPlaying = () => {
      if (!loaded) return
      // Loading took time after the first seek: once sound starts, it joins the room's second where it is now.
      const expected = settle?.()
      settle = null
      if (typeof expected === 'number' && Math.abs(audio.currentTime - expected) > 0.25) audio.currentTime = expected
      events.blocked(false)
      events.playing()
    }
    const onTime = () => loaded && events.time(audio.currentTime)
    const onEnded = () => loaded && events.ended()
    const onError = () => loaded && audio.error && events.failed('playback.failure.streamFailed')
    audio.addEventListener('playing', onPlaying)
    audio.addEventListener('timeupdate', onTime)
    audio.addEventListener('ended', onEnded)
    audio.addEventListener('error', onError)

    const play = async () => {
      try {
        await audio.play()
        events.blocked(false)
      } catch (error) {
        if ((error as Error).name === 'NotAllowedError') events.blocked(true)
      }
    }

    const unload = () => {
      loaded = false
      hls?.destroy()
      hls = null
      audio.pause()
      audio.removeAttribute('src')
      audio.load()
    }

    return {
      provider,
      async start(start, at) {
        const mine = ++generation
        unload()
        const stream = await streamOf(start)
        if (mine !== generation) return
        loaded = true
        settle = at
        const HlsPlayer = stream.hls ? (await import('hls.js')).default : null
        if (mine !== generation) return
        if (HlsPlayer?.isSupported()) {
          const player = new HlsPlayer({
            startPosition: at() ?? 0,
            xhrSetup: (xhr, url) => {
              const token = storedToken()
              if (token && ownOrigin(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
            }
          })
          player.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (data.fatal) events.failed('playback.failure.streamFailed')
          })
          await new Promise<void>((resolve) => {
            player.on(HlsPlayer.Events.MANIFEST_PARSED, () => resolve())
            player.loadSource(stream.url)
            player.attachMedia(audio)
            hls = player
          })
        } else {
          audio.src = stream.url
          await new Promise<void>((resolve) =>
            audio.addEventListener('loadedmetadata', () => resolve(), { once: true })
          )
          audio.currentTime = at() ?? 0
        }
        if (mine !== generation) return
        const expected = at()
        if (expected !== null && Math.abs(audio.currentTime - expected) > 1) audio.currentTime = expected
        await play()
      },
      stop() {
        generation++
        unload()
      },
      position: () => (loaded && audio.readyState > 0 ? audio.currentTime : null),
      seek(seconds) {
        if (loaded && audio.readyState > 0) audio.currentTime = seconds
      },
      setVolume(volume, muted) {
        audio.volume = volume
        audio.muted = muted
      },
      resume: play,
      async warm() {
        // Uploads always play through hls.js: it loads before their first song rather than when it starts.
        if (provider === 'uploadService') await import('hls.js').catch(() => undefined)
      },
      destroy() {
        generation++
        unload()
        audio.removeEventListener('playing', onPlaying)
        audio.removeEventListener('timeupdate', onTime)
        audio.removeEventListener('ended', onEnded)
        audio.removeEventListener('error', onError)
      }
    }
  }
}
