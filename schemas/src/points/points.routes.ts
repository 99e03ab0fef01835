import { Type } from '@sinclair/typebox'
import { HandlePointsSchema, RankingStatusSchema, ServicePointsSchema } from './ranking.ts'
import { routeGroup } from '../route.ts'

const tags = ['points']
const rules =
  "Adds to the season running now (409 'No season is running'); 409 naming the user when a season balance would go below 0."

/** Changing points: a ledger row per change, season and lifetime balances in the same transaction. */
export const pointRoutes = routeGroup({
  handlePoints: {
    method: 'POST',
    path: '/points/season/admin/handle-points',
    access: 'admin',
    summary: 'apply a batch of point changes (1..1000) for the current season, all or nothing',
    description: `${rules} 400 naming the item of an unknown user.`,
    tags,
    body: HandlePointsSchema,
    result: Type.Array(RankingStatusSchema)
  },
  addPoints: {
    method: 'POST',
    path: '/points/service',
    access: 'service',
    summary: 'add points to a user (service-to-service)',
    description: `${rules} A repeated idempotencyKey from the same caller adds nothing and answers the status.`,
    tags,
    body: ServicePointsSchema,
    result: RankingStatusSchema
  }
})
