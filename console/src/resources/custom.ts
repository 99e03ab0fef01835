import type { DataProvider } from 'react-admin'
import { moderationCommentsProvider } from './accounts/moderation-comment/provider.ts'
import { serviceStatusProvider } from '../status/provider.ts'

/** Data the console reads through react-admin's hooks but whose API answers in its own shape; no menu entry. */
export const customProviders: Record<string, DataProvider> = {
  'moderation-comments': moderationCommentsProvider,
  'service-status': serviceStatusProvider
}
