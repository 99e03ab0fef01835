import { useEffect } from 'react'
import { socialEventPaths, socialRoutes } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { queryClient } from '../../api/query-client.ts'

/** Every cached social read (their keys start with the domain's name). */
export const refreshSocial = () => queryClient.invalidateQueries({ queryKey: [socialRoutes.name] })

const watched = [socialEventPaths.friendInvitations, socialEventPaths.friends, socialEventPaths.djFans]
const events = ['created', 'patched', 'removed']

/** Refreshes the social reads when an invitation, a friendship or a follow concerning the user changes anywhere. */
export function useSocialEvents(): void {
  useEffect(() => {
    const refresh = () => void refreshSocial()
    for (const path of watched) for (const event of events) api.feathers.service(path).on(event, refresh)
    return () => {
      for (const path of watched) for (const event of events) api.feathers.service(path).off(event, refresh)
    }
  }, [])
}
