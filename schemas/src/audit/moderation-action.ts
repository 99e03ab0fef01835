import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Uuid } from '../common.ts'
import { ModerationActionSchema, moderationActionFields } from '../accounts/moderation-action.ts'
import { AuditEventSchema } from './kinesis.ts'

/** A record written by hand: the type and the target required, the rest of the record's written fields optional. */
export const ModerationActionCreateSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(moderationActionFields)).properties,
    actionType: moderationActionFields.actionType,
    targetUserUuid: moderationActionFields.targetUserUuid
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
