import { RankingStatusSchema, lifetimeStatusListFields, rankingStatusListFields } from '@spinroom/schemas'
import { ADMINS, userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** A ranking_status row (ranking_status_lifetime has no seasonId). */
export interface RankingStatusRow {
  id: string
  userUuid: string
  seasonId?: string
  balance: number
  createdAt: Date
  updatedAt: Date
}

export const rankingStatusEntity = defineEntity({
  table: 'ranking_status',
  path: 'api/merch-service/ranking-status-records',
  resource: 'ranking-status',
  schema: RankingStatusSchema,
  listFields: rankingStatusListFields,
  searchFields: [],
  defaultSort: { balance: -1, userUuid: 1 },
  // A user's points concern their own connections and administrators.
  publish: (status, app) => [app.channel(userChannel(status.userUuid)), app.channel(ADMINS)]
})

export const lifetimeStatusEntity = defineEntity({
  table: 'ranking_status_lifetime',
  path: 'api/merch-service/ranking-status-lifetime-records',
  resource: 'ranking-status-lifetime',
  schema: RankingStatusSchema,
  listFields: lifetimeStatusListFields,
  searchFields: [],
  defaultSort: { balance: -1, userUuid: 1 },
  publish: (status, app) => [app.channel(userChannel(status.userUuid)), app.channel(ADMINS)]
})
