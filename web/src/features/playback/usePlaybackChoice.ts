import { useEffect } from 'react'
import { routes, songProviderKeys, type LiveDj, type NowPlaying, type SongProviderKey } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { useCall } from '../../api/queries.ts'
import { useRoomState } from '../../api/room.ts'
import { explicitAllowed } from '../discord/activity.ts'
import { useIdentity } from '../session/useSession.ts'
import { usePlaybackFailures } from './playback-failures.ts'
import { usePlaybackSettings } from './playback-settings.ts'
import { useProviderAccess } from './provider-access.ts'
import {
  accessOf,
  chooseForSong,
  chooseProvider,
  firstPlayable,
  type Choice,
  type Listener
} from './provider-choice.ts'

/** What the choice knows of this listener (no failures yet); null until the settings are read. */
function useListener(): Omit<Listener, 'failed'> | null {
  const settings = usePlaybackSettings()
  const access = useProviderAccess()
  const { isLoggedIn } = useIdentity()
  const userData = useCall(routes.accounts.getUserData, undefined, { enabled: isLoggedIn })
  if (!settings.data) return null
  return {
    settings: settings.data,
    access,
    isLoggedIn,
    preferred: (isLoggedIn && userData.data?.musicProviders) || [],
    explicitAllowed: explicitAllowed(isLoggedIn ? userData.data?.settings.allowExplicitAudio : undefined)
  }
}

/** Which provider plays the room's song for this listener, or why none can; null until the settings are read. */
export function usePlaybackChoice(playing: NowPlaying | null): Choice | null {
  const listener = useListener()
  const failed = usePlaybackFailures(playing?.endTime ?? null)
  if (!playing || !listener) return null
  return chooseForSong(playing.song, { ...listener, failed })
}

/**
 * The providers this listener is likely to play next: the one each DJ's next song would play on, and the first of their
 * order they can play (where most songs play for them). Comma-joined, so an unchanged list is an unchanged string.
 */
export function useLikelyProviders(djs: readonly LiveDj[]): string {
  const listener = useListener()
  if (!listener) return ''
  const likely = new Set<SongProviderKey>()
  for (const { nextSong } of djs) {
    const choice = nextSong && chooseProvider(nextSong.musicProviders, { ...listener, failed: {} })
    if (choice?.provider) likely.add(choice.provider)
  }
  const first = firstPlayable({ ...listener, failed: {} })
  if (first) likely.add(first)
  return [...likely].join(',')
}

/** Tells the joined room which providers this player can play now, so its DJs see who will not hear a song. */
export function useReportPlayable() {
  const listener = useListener()
  const { status, roomUuid } = useRoomState()
  const playable = listener
    ? songProviderKeys.filter((provider) => accessOf({ ...listener, failed: {} }, provider) === 'ready').join(',')
    : null
  useEffect(() => {
    if (status !== 'joined' || !roomUuid || playable === null) return
    const providers = playable ? (playable.split(',') as (typeof songProviderKeys)[number][]) : []
    void api.live.updatePlayableProviders({ roomUuid, providers }).catch(() => {})
  }, [status, roomUuid, playable])
}
