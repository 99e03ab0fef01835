import { useAction } from '../../api/useAction.ts'
import { refreshSocial } from './social-cache.ts'

/** Runs a social change, then refreshes the social reads; keeps the server's message of a refusal. */
export const useSocialAction = () => useAction(refreshSocial, 'social.error')
