import { useEffect, useSyncExternalStore } from 'react'
import { routes } from '@spinroom/schemas'
import { keepSettings, readCore, subscribeCore } from '../../api/player-storage.ts'
import { useCall } from '../../api/queries.ts'

/** `core-storage` as it is now, re-rendering when it changes. */
export const useCoreStorage = () => useSyncExternalStore(subscribeCore, readCore)

/** A logged-in user's playback settings, as their account keeps them, are copied into `core-storage`. */
export function useStoredSettings(isLoggedIn: boolean): void {
  const data = useCall(routes.accounts.getUserData, undefined, { enabled: isLoggedIn })
  const settings = data.data?.settings
  useEffect(() => {
    if (settings) keepSettings({ audioQuality: settings.audioQuality, appleStorefrontId: settings.appleStorefrontId })
  }, [settings])
}
