import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import { ModerationActionSchema, moderationActionTypes } from '../accounts/moderation-action.ts'
import { AuditEventSchema } from './kinesis.ts'

const ActionType = StringEnum(moderationActionTypes)
const RoleName = Nullable(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z]+$' }))

/**
 * The fields of a record written by hand, each declared once: a create or replace takes them (the type and the target
 * required), a patch any of them; the record as read is the accounts domain's ModerationActionSchema. Seed 002's role
 * and previousRole: null clears them on a change.
 */
export const moderationActionFields = {
  actionType: ActionType,
  targetUserUuid: Uuid,
  moderatorUuid: Nullable(Uuid),
  roomUuid: Nullable(Uuid),
  reason: Nullable(Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\u0000]*$' })),
  role: RoleName,
  previousRole: RoleName,
  details: Type.Record(Type.String(), Type.Unknown())
}

export const ModerationActionCreateSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(moderationActionFields)).properties,
    actionType: ActionType,
    targetUserUuid: Uuid
  },
  { additionalProperties: false }
)
export type ModerationActionCreate = Static<typeof ModerationActionCreateSchema>

/** Most records one bulk call writes. */
export const MAX_BULK_MODERATION_ACTIONS = 100

/** Body of `POST /moderation-actions/bulk`, as the admin list-query language's bulk create sends it. */
export const ModerationActionBulkSchema = Type.Object(
  { bulk: Type.Array(ModerationActionCreateSchema, { minItems: 1, maxItems: MAX_BULK_MODERATION_ACTIONS }) },
  { additionalProperties: false }
)
export type ModerationActionBulk = Static<typeof ModerationActionBulkSchema>

export const ModerationActionPatchSchema = Type.Partial(ModerationActionCreateSchema, { additionalProperties: false })
export type ModerationActionPatch = Static<typeof ModerationActionPatchSchema>

export const UserActionsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'per list, default 50' }))
})

/** Answer of `GET /user-actions/{id}`: a user's recent audit events and the moderation records about and by them. */
export const UserActionsSchema = Type.Object(
  {
    user: Type.Object({ id: Uuid, nickname: Nullable(Type.String()) }),
    events: Type.Array(AuditEventSchema),
    moderationActions: Type.Array(ModerationActionSchema, { description: 'records whose target is the user' }),
    performedActions: Type.Array(ModerationActionSchema, { description: 'records where the user is the moderator' })
  },
  { $id: 'UserActions', additionalProperties: false }
)
export type UserActions = Static<typeof UserActionsSchema>
