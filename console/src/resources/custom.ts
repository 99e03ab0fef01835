import type { DataProvider } from 'react-admin'
import { moderationCommentsProvider } from './accounts/moderation-comment/provider.ts'
import { seasonsProvider } from './points/season/provider.ts'
import { avatarAssignmentsProvider, avatarsProvider } from './points/avatar/provider.ts'
import { roomLiveStatesProvider, roomsProvider } from './rooms/room/provider.ts'
import { roomRolesProvider } from './rooms/room-role/provider.ts'
import { eventsProvider } from './rooms/event/provider.ts'
import { consumablesProvider } from './points/consumable/provider.ts'
import { tokenBundlesProvider } from './points/token-bundle/provider.ts'
import { customFieldsProvider } from './points/custom-field/provider.ts'

/**
 * Resources whose API is not plain simple-rest at one path: their own data provider (a registry entry, if any, still
 * gives the menu and views).
 */
export const customProviders: Record<string, DataProvider> = {
  'moderation-comments': moderationCommentsProvider,
  seasons: seasonsProvider,
  avatars: avatarsProvider,
  // No menu entry: assignments are shown and made on an avatar's page.
  'avatar-assignments': avatarAssignmentsProvider,
  rooms: roomsProvider,
  // No menu entry: a room's live state shows on its Live tab.
  'room-live-states': roomLiveStatesProvider,
  'room-user-roles': roomRolesProvider,
  events: eventsProvider,
  consumables: consumablesProvider,
  'token-bundles': tokenBundlesProvider,
  'custom-fields': customFieldsProvider
}
