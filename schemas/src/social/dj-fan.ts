import { Type, type Static } from '@sinclair/typebox'
import { Nullable, TakeSkipPage, Timestamp, Uuid } from '../common.ts'
import { userRef } from './user-ref.ts'

/** Fans and following pages show this many at a time (seed 002). */
export const DJ_FANS_PAGE_SIZE = 12

/** A fan following a DJ. */
export const DjFanSchema = Type.Object(
  { id: Uuid, djUuid: Uuid, ...userRef('dj'), fanUuid: Uuid, ...userRef('fan'), createdAt: Timestamp },
  { $id: 'DjFan', additionalProperties: false }
)
export type DjFan = Static<typeof DjFanSchema>

/** A page of fan records (seed 002 §3 "Paged fan lists: count, data"): `count` is every matching record, as `total`. */
export const DjFanPageSchema = Type.Object({
  ...TakeSkipPage(DjFanSchema).properties,
  count: Type.Integer({ description: 'every matching record, not only this page (the same as total)' })
})
export type DjFanPage = Static<typeof DjFanPageSchema>

export const DjFanCreateSchema = Type.Object({ djUuid: Uuid }, { additionalProperties: false })
export type DjFanCreate = Static<typeof DjFanCreateSchema>

/** take/skip with the seed's page of 12 as default. */
export const DjFanPaging = Type.Object({
  take: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: DJ_FANS_PAGE_SIZE })),
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 }))
})
export type DjFanPagingType = Static<typeof DjFanPaging>

export const MyFollowsQuery = Type.Intersect([DjFanPaging, Type.Object({ djUuid: Type.Optional(Uuid) })])
export type MyFollowsQueryType = Static<typeof MyFollowsQuery>

export const DjFanCountSchema = Type.Object({ djUuid: Uuid, count: Type.Integer(), following: Type.Integer() })

/** A DJ as the admin list shows one: a user someone follows, with their fan count. */
export const DjSchema = Type.Object(
  {
    id: Uuid,
    nickname: Type.String(),
    avatarId: Nullable(Type.String()),
    fanCount: Type.Integer(),
    lastFanAt: Nullable(Timestamp)
  },
  { $id: 'Dj', additionalProperties: false }
)
export type Dj = Static<typeof DjSchema>
export const djListFields = ['id', 'nickname', 'avatarId', 'fanCount', 'lastFanAt'] as const
