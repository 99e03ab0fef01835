import type { DataProvider } from 'react-admin'
import { moderationCommentsProvider } from './accounts/moderation-comment/provider.ts'
import { serviceStatusProvider } from '../status/provider.ts'
import { seasonsProvider } from './points/season/provider.ts'

/** Resources whose API is not plain simple-rest at one path: their own data provider (a registry entry, if any, still gives the menu and views). */
export const customProviders: Record<string, DataProvider> = {
  'moderation-comments': moderationCommentsProvider,
  'service-status': serviceStatusProvider,
  seasons: seasonsProvider
}
