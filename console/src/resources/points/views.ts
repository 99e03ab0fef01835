import type { ResourceViews } from '../types.ts'
import type { pointsResources } from './registry.ts'
import { rankingsResource } from './rankings/resource.ts'
import season from './seasons/index.ts'
import ranking from './rankings/index.ts'
import avatar from './avatars/index.ts'
import consumable from './consumables/index.ts'
import tokenBundle from './token-bundles/index.ts'
import customField from './custom-fields/index.ts'
import tokenAccount from './token-accounts/index.ts'
import tokenTransaction from './token-transactions/index.ts'

/** The points domain's screens: resource name → its views (a menu entry and pages). */
export const pointsViews: Partial<Record<keyof typeof pointsResources, ResourceViews>> = {
  seasons: season,
  [rankingsResource]: ranking,
  avatars: avatar,
  consumables: consumable,
  'token-bundles': tokenBundle,
  'custom-fields': customField,
  'token-accounts': tokenAccount,
  'token-transactions': tokenTransaction
}
