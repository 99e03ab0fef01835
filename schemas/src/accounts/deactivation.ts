import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'

export const deactivationStatuses = ['OPEN', 'CANCELLED', 'DEACTIVATED', 'REACTIVATED'] as const
export type DeactivationStatus = (typeof deactivationStatuses)[number]

/** A user's request to deactivate their account, and how it was closed. */
export const DeactivationRequestSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    reason: Nullable(Type.String({ maxLength: 1000 })),
    status: StringEnum(deactivationStatuses),
    createdAt: Timestamp,
    closedAt: Nullable(Timestamp),
    closedBy: Nullable(Uuid)
  },
  { $id: 'DeactivationRequest', additionalProperties: false }
)
export type DeactivationRequest = Static<typeof DeactivationRequestSchema>

/** A request as administrators list it: with the account's nickname and e-mail. */
export const DeactivationRequestListedSchema = Type.Intersect([
  DeactivationRequestSchema,
  Type.Object({ nickname: Nullable(Type.String()), email: Nullable(Type.String()) })
])

export const deactivationListFields = ['id', 'userUuid', 'status', 'createdAt', 'closedAt', 'closedBy'] as const
export const deactivationSearchFields = ['reason'] as const

/** Body of `POST /users/request-deactivate`. */
export const DeactivationRequestCreateSchema = Type.Object(
  { reason: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))) },
  { additionalProperties: false }
)
export type DeactivationRequestCreate = Static<typeof DeactivationRequestCreateSchema>

/** Body of `POST /users/cancel-requested-deactivate`. */
export const DeactivationCancelSchema = Type.Object({ userUuid: Uuid }, { additionalProperties: false })
export type DeactivationCancel = Static<typeof DeactivationCancelSchema>
