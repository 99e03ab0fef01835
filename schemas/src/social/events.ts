import { bases } from '../bases.ts'

const at = (name: string) => `${bases.social.base.slice(1)}/${name}`

/** Feathers service paths whose created, patched and removed events reach the users a social record concerns. */
export const socialEventPaths = {
  blockedUsers: at('blocked-user-records'),
  conversations: at('conversation-records'),
  devices: at('device-records'),
  directMessages: at('direct-message-records'),
  djFans: at('dj-fan-records'),
  friendInvitations: at('friend-invitation-records'),
  friends: at('friend-records')
} as const
