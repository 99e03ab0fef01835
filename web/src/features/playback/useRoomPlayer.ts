import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { room, useRoomState } from '../../api/room.ts'
import { useIdentity } from '../session/useSession.ts'
import { showInMediaSession } from './media-session.ts'
import { playableStart } from './playable-source.ts'
import { previewAllowance } from './preview-allowance.ts'
import { RoomPlayer } from './room-player.ts'
import { usePlayTracking, type TrackedPlay } from './usePlayTracking.ts'
import { useVolume } from './volume-store.ts'

const resyncEveryMs = 2000

/** Plays the joined room's song on the given audio element, in step with the room, with the remembered volume. */
export function useRoomPlayer(audio: RefObject<HTMLAudioElement | null>) {
  const { live, slug } = useRoomState()
  const identity = useIdentity()
  const nowPlaying = live?.nowPlaying ?? null
  const [previewOver, setPreviewOver] = useState(false)
  const { volume, muted } = useVolume()
  const [blocked, setBlocked] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const player = useRef<RoomPlayer | null>(null)
  const start = nowPlaying ? playableStart(nowPlaying) : null

  useEffect(() => {
    const element = audio.current
    if (!element) return
    const created = new RoomPlayer(element, () => room.playbackPosition(), { blocked: setBlocked, failed: setFailed })
    player.current = created
    const timer = setInterval(() => created.resync(), resyncEveryMs)
    return () => {
      clearInterval(timer)
      created.stop()
      showInMediaSession(null)
    }
  }, [audio])

  // The state is copied on every patch: the song's own fields say whether it changed.
  const song = nowPlaying?.song ?? null
  const songKey = song && `${song.trackName}\u0000${song.artistName}\u0000${nowPlaying?.endTime}`
  const playKey = slug && songKey && `${slug}\u0000${songKey}`
  const guest = !identity.isLoggedIn

  const { provider, url, endTime } = start ?? {}
  useEffect(() => {
    const current = player.current
    if (!current) return
    setFailed(null)
    const overPreview = guest && !!playKey && previewAllowance().exhausted(playKey)
    setPreviewOver(overPreview)
    if (provider && url && endTime && !overPreview) void current.start({ provider, url, endTime })
    else current.stop()
  }, [provider, url, endTime, guest, playKey])

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
  usePlayTracking(audio, tracked, identity, heard)
  const shown = useRef(song)
  shown.current = song
  useEffect(() => showInMediaSession(shown.current), [songKey])

  useEffect(() => {
    if (!audio.current) return
    audio.current.volume = volume
    audio.current.muted = muted
  }, [audio, volume, muted])

  const resume = useCallback(() => void player.current?.play(), [])
  return { nowPlaying, playable: !!start, blocked: blocked && !!start && !previewOver, failed, resume, previewOver }
}
