import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { SongProviderKey } from '@spinroom/schemas'
import { room, useRoomState } from '../../api/room.ts'
import { useIdentity } from '../session/useSession.ts'
import { accountCheckers } from './drivers/index.ts'
import { showInMediaSession } from './media-session.ts'
import { playbackFailures } from './playback-failures.ts'
import { previewAllowance } from './preview-allowance.ts'
import { RoomPlayer } from './room-player.ts'
import { useLikelyProviders, usePlaybackChoice } from './usePlaybackChoice.ts'
import { usePlayTracking, type TrackedPlay } from './usePlayTracking.ts'
import { useVolume } from './volume-store.ts'

const resyncEveryMs = 2000
const noDjs: never[] = []

/**
 * Plays the joined room's song in step with the room, on the provider this listener can play it from, with the
 * remembered volume. `audio` is the element url-based providers play on; `video` the box YouTube's player shows in.
 */
export function useRoomPlayer(audio: RefObject<HTMLAudioElement | null>, video: RefObject<HTMLElement | null>) {
  const { live, slug, status } = useRoomState()
  const identity = useIdentity()
  const nowPlaying = live?.nowPlaying ?? null
  const choice = usePlaybackChoice(nowPlaying)
  const [previewOver, setPreviewOver] = useState(false)
  const { volume, muted } = useVolume()
  const [blocked, setBlocked] = useState(false)
  const [player, setPlayer] = useState<RoomPlayer | null>(null)

  useEffect(() => {
    const element = audio.current
    if (!element) return
    const created = new RoomPlayer({ audio: element, videoHost: () => video.current }, () => room.playbackPosition(), {
      blocked: setBlocked,
      failed: (start, message) => playbackFailures.add(start.endTime, start.provider, message)
    })
    setPlayer(created)
    const timer = setInterval(() => created.resync(), resyncEveryMs)
    return () => {
      clearInterval(timer)
      created.destroy()
      showInMediaSession(null)
    }
  }, [audio, video])

  const isLoggedIn = identity.isLoggedIn
  useEffect(() => {
    for (const check of Object.values(accountCheckers)) void check().catch(() => {})
  }, [isLoggedIn])

  // The state is copied on every patch: the song's own fields say whether it changed.
  const song = nowPlaying?.song ?? null
  const songKey = song && `${song.trackName}\u0000${song.artistName}\u0000${nowPlaying?.endTime}`
  const playKey = slug && songKey && `${slug}\u0000${songKey}`
  const guest = !isLoggedIn
  const provider = choice?.provider ?? null
  const id = choice?.provider ? choice.id : undefined
  const endTime = nowPlaying?.endTime

  const playing = useRef(nowPlaying)
  playing.current = nowPlaying
  useEffect(() => {
    if (!player) return
    const overPreview = guest && !!playKey && previewAllowance().exhausted(playKey)
    setPreviewOver(overPreview)
    const current = playing.current
    if (!provider || !current || overPreview) return player.stop()
    void player.start({
      provider,
      id: id ?? '',
      songId: current.song.songId ?? null,
      musicProviders: current.song.musicProviders,
      duration: current.song.duration,
      endTime: current.endTime
    })
  }, [player, provider, id, endTime, guest, playKey])

  useEffect(() => player?.setVolume(volume, muted), [player, volume, muted])

  // Once in a room, the providers of its next songs get their SDKs ready, so a song starts without waiting for them.
  const likely = useLikelyProviders(live?.djs ?? noDjs)
  const warm = status === 'joined' && !previewOver ? likely : ''
  useEffect(() => {
    if (player && warm) for (const provider of warm.split(',')) player.warm(provider as SongProviderKey)
  }, [player, warm])

  const ownerUuid = live?.settings.roomRoles.find((role) => role.role === 'owner')?.userUuid ?? null
  const djUuid = live?.djs[0]?.uuid ?? null
  const tracked: TrackedPlay | null =
    playKey && songKey && slug && song && provider
      ? {
          key: playKey,
          provider,
          room: { slug, ownerUuid },
          song: {
            key: songKey,
            djUuid,
            info: {
              songId: song.songId ?? null,
              trackName: song.trackName,
              artistName: song.artistName,
              duration: song.duration
            }
          }
        }
      : null
  const heard = useCallback(
    (key: string) => {
      if (guest) previewAllowance().heard(key)
    },
    [guest]
  )
  usePlayTracking(player, tracked, identity, heard)
  const shown = useRef(song)
  shown.current = song
  useEffect(() => showInMediaSession(shown.current), [songKey])

  const resume = useCallback(() => void player?.play(), [player])
  return {
    nowPlaying,
    choice,
    provider,
    blocked: blocked && !!provider && !previewOver,
    resume,
    previewOver
  }
}
