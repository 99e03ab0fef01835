import { useEffect, useRef, type RefObject } from 'react'
import { routes, type AuditDevice, type PlayEventTopic, type PlayRecord } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import type { Identity } from '../session/identity.ts'
import { PlayTracker, type TrackedRoom, type TrackedSong } from './play-tracker.ts'
import { volumeStore } from './volume-store.ts'

/** Continue calls at most this often (timeupdate fires about four times a second). */
const continueEveryMs = 1000

/** What is being heard: the room, the song, the provider it plays from, and the key that tells this play apart. */
export interface TrackedPlay {
  key: string
  provider: string
  room: TrackedRoom
  song: TrackedSong
}

// Discord opens embedded activities with a frame_id in the page's query.
const isDiscord = () => new URLSearchParams(window.location.search).has('frame_id')

/** Sends an event; tracking never breaks playback, so a failure is dropped. */
const sender = (identity: Identity) => (topic: PlayEventTopic, record: PlayRecord) => {
  const device: AuditDevice = { platform: 'web', isDiscord: isDiscord(), isLoggedIn: identity.isLoggedIn }
  void api.call(routes.audit.recordAuditEvent, { body: { topic, record, device } }).catch(() => {})
}

/**
 * Tracks the plays heard on the audio element (seed 002, "Play tracking"): a play starts when its audio starts
 * playing, continues on timeupdate and ends when the song changes, stops or the room is left. `onHeard` is told of
 * each play whose playback started.
 */
export function usePlayTracking(
  audio: RefObject<HTMLAudioElement | null>,
  play: TrackedPlay | null,
  identity: Identity,
  onHeard: (key: string) => void
) {
  const latest = useRef({ identity, onHeard })
  latest.current = { identity, onHeard }
  const session = useRef<{ play: TrackedPlay; from: number | null; elapsed: number; sentAt: number } | null>(null)
  const tracker = useRef<PlayTracker | null>(null)
  tracker.current ??= new PlayTracker({
    send: (topic, record) => sender(latest.current.identity)(topic, record),
    listener: () => ({
      userUuid: latest.current.identity.id,
      userProvider: session.current?.play.provider ?? null,
      subscriptionLevel: null
    }),
    volume: () => (volumeStore.get().muted ? 0 : volumeStore.get().volume)
  })

  const end = () => {
    const current = session.current
    if (current && current.from !== null) tracker.current!.end(current.play.room, current.play.song, current.elapsed)
    if (current) Object.assign(current, { from: null, elapsed: 0 })
  }

  const key = play?.key ?? null
  const playRef = useRef(play)
  playRef.current = play
  useEffect(() => {
    const next = playRef.current
    session.current = next && { play: next, from: null, elapsed: 0, sentAt: 0 }
    return end
  }, [key])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    const onPlaying = () => {
      const current = session.current
      if (!current || current.from !== null) return
      current.from = element.currentTime
      current.sentAt = Date.now()
      tracker.current!.start(current.play.room, current.play.song, 0)
      latest.current.onHeard(current.play.key)
    }
    const onTime = () => {
      const current = session.current
      if (!current || current.from === null) return
      current.elapsed = Math.max(0, Math.round((element.currentTime - current.from) * 10) / 10)
      if (Date.now() - current.sentAt < continueEveryMs) return
      current.sentAt = Date.now()
      tracker.current!.continue(current.play.room, current.play.song, current.elapsed)
    }
    element.addEventListener('playing', onPlaying)
    element.addEventListener('timeupdate', onTime)
    element.addEventListener('emptied', end)
    return () => {
      element.removeEventListener('playing', onPlaying)
      element.removeEventListener('timeupdate', onTime)
      element.removeEventListener('emptied', end)
    }
  }, [audio])
}
