import { routes, type NowPlaying } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { useIdentity } from '../session/useSession.ts'
import { usePlaybackFailures } from './playback-failures.ts'
import { usePlaybackSettings } from './playback-settings.ts'
import { useProviderAccess } from './provider-access.ts'
import { chooseProvider, type Choice } from './provider-choice.ts'

/** Which provider plays the room's song for this listener, or why none can; null until the settings are read. */
export function usePlaybackChoice(playing: NowPlaying | null): Choice | null {
  const settings = usePlaybackSettings()
  const access = useProviderAccess()
  const { isLoggedIn } = useIdentity()
  const userData = useCall(routes.accounts.getUserData, undefined, { enabled: isLoggedIn })
  const failed = usePlaybackFailures(playing?.endTime ?? null)
  if (!playing || !settings.data) return null
  return chooseProvider(playing.song.musicProviders, {
    settings: settings.data,
    access,
    isLoggedIn,
    preferred: (isLoggedIn && userData.data?.musicProviders) || [],
    failed
  })
}
