import { Type, type Static } from '@sinclair/typebox'
import { AdminListQuery, Nullable, Timestamp, Uuid } from '../common.ts'
import { SeasonSchema } from './season.ts'

/** A user's points in one season (seasonId set) or over all seasons (seasonId null), with a competition rank. */
export const RankingStatusSchema = Type.Object(
  {
    id: Nullable(Uuid),
    userUuid: Uuid,
    seasonId: Nullable(Uuid),
    balance: Type.Integer(),
    rank: Nullable(
      Type.Integer({ minimum: 1, description: 'competition rank: ties share it (1, 2, 2, 4); null without points' })
    ),
    hasCurrentRankingStatus: Type.Boolean(),
    updatedAt: Nullable(Timestamp)
  },
  { $id: 'RankingStatus', additionalProperties: false }
)
export type RankingStatus = Static<typeof RankingStatusSchema>

export const rankingStatusListFields = ['id', 'userUuid', 'seasonId', 'balance', 'updatedAt'] as const
export const lifetimeStatusListFields = ['id', 'userUuid', 'balance', 'updatedAt'] as const

const Points = Type.Integer({
  minimum: -1_000_000_000,
  maximum: 1_000_000_000,
  description: 'non-zero; negative takes points away'
})
const Reason = Type.String({ minLength: 1, maxLength: 200 })

export const ServicePointsSchema = Type.Object(
  {
    userUuid: Uuid,
    points: Points,
    reason: Reason,
    idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 }))
  },
  { additionalProperties: false }
)
export type ServicePoints = Static<typeof ServicePointsSchema>

export const PointsChangeSchema = Type.Object(
  { userUuid: Uuid, points: Points, reason: Reason },
  { additionalProperties: false }
)
export type PointsChange = Static<typeof PointsChangeSchema>

export const HandlePointsSchema = Type.Object(
  { changes: Type.Array(PointsChangeSchema, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false }
)
export type HandlePoints = Static<typeof HandlePointsSchema>

export const RankingUserParams = Type.Object({ userUuid: Uuid })
export const SeasonNameParams = Type.Object({ seasonName: Type.String({ minLength: 1, maxLength: 300 }) })
export const SeasonStartParams = Type.Object({
  seasonStart: Type.String({ minLength: 1, maxLength: 100, description: 'ISO date-time' })
})

export const LeaderboardQuery = Type.Object({
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 }))
})
export type LeaderboardQueryType = Static<typeof LeaderboardQuery>

export const LeaderboardEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  userUuid: Uuid,
  nickname: Type.String(),
  avatarId: Nullable(Type.String()),
  balance: Type.Integer()
})
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>

export const LeaderboardSchema = Type.Object({
  season: Type.Optional(SeasonSchema),
  total: Type.Integer(),
  take: Type.Integer(),
  skip: Type.Integer(),
  data: Type.Array(LeaderboardEntrySchema)
})
export type Leaderboard = Static<typeof LeaderboardSchema>

/** The admin lists of statuses: the list-query language plus the seed's plain filters. */
export const RankingStatusAdminQuery = Type.Object({
  ...AdminListQuery.properties,
  userUuid: Type.Optional(Uuid),
  seasonId: Type.Optional(Uuid),
  balance: Type.Optional(Type.Integer())
})
export const LifetimeStatusAdminQuery = Type.Object({
  ...AdminListQuery.properties,
  userUuid: Type.Optional(Uuid),
  balance: Type.Optional(Type.Integer())
})

/** `DELETE` of a season: `confirm=true` also removes its points. */
export const SeasonDeleteQuery = Type.Object({
  confirm: Type.Optional(
    Type.Boolean({ description: 'also delete the points of the season (lifetime balances go down accordingly)' })
  )
})
