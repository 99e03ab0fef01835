import { useEffect, useRef } from 'react'
import { routes, type AuditDevice, type PlayEventTopic, type PlayRecord } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { isDiscordActivity } from '../discord/activity.ts'
import type { Identity } from '../session/identity.ts'
import { PlayTracker, type TrackedRoom, type TrackedSong } from './play-tracker.ts'
import type { RoomPlayer } from './room-player.ts'
import { volumeStore } from './volume-store.ts'

/** Continue calls at most this often (timeupdate fires about four times a second). */
const continueEveryMs = 1000

/** What is being heard: the room, the song, the provider that plays it here, and the key that tells this play apart. */
export interface TrackedPlay {
  key: string
  provider: string
  room: TrackedRoom
  song: TrackedSong
}

/** Sends an event; tracking never breaks playback, so a failure is dropped. */
const sender = (identity: Identity) => (topic: PlayEventTopic, record: PlayRecord) => {
  const device: AuditDevice = { platform: 'web', isDiscord: isDiscordActivity(), isLoggedIn: identity.isLoggedIn }
  void api.call(routes.audit.recordAuditEvent, { body: { topic, record, device } }).catch(() => {})
}

/**
 * Tracks the plays heard through the room player, whatever provider plays them (seed 002, "Play tracking"): a play
 * starts when its sound starts, continues as its position moves and ends when the song changes, stops or the room is
 * left. `onHeard` is told of each play whose playback started.
 */
export function usePlayTracking(
  player: RoomPlayer | null,
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
    if (!player) return
    let position = 0
    const onPlaying = () => {
      const current = session.current
      if (!current || current.from !== null) return
      current.from = player.playerPosition() ?? position
      current.sentAt = Date.now()
      tracker.current!.start(current.play.room, current.play.song, 0)
      latest.current.onHeard(current.play.key)
    }
    const onTime = (event: Event) => {
      position = (event as CustomEvent<number>).detail
      const current = session.current
      if (!current || current.from === null) return
      current.elapsed = Math.max(0, Math.round((position - current.from) * 10) / 10)
      if (Date.now() - current.sentAt < continueEveryMs) return
      current.sentAt = Date.now()
      tracker.current!.continue(current.play.room, current.play.song, current.elapsed)
    }
    player.addEventListener('playing', onPlaying)
    player.addEventListener('time', onTime)
    player.addEventListener('stopped', end)
    return () => {
      player.removeEventListener('playing', onPlaying)
      player.removeEventListener('time', onTime)
      player.removeEventListener('stopped', end)
    }
  }, [player])
}
