import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamp, Uuid } from '../common.ts'

/** A moderator's note on a user, with its author's nickname (null once the author is gone). */
export const ModerationCommentSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    authorUuid: Nullable(Uuid),
    authorNickname: Nullable(Type.String()),
    text: Type.String(),
    createdAt: Timestamp
  },
  { $id: 'ModerationComment', additionalProperties: false }
)
export type ModerationComment = Static<typeof ModerationCommentSchema>

/** Body of `POST /moderation-comments`. */
export const ModerationCommentCreateSchema = Type.Object(
  { userUuid: Uuid, text: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) },
  { additionalProperties: false }
)
export type ModerationCommentCreate = Static<typeof ModerationCommentCreateSchema>

/** Path of `GET /moderation-comments/{userId}`. */
export const ModerationCommentParams = Type.Object({ userId: Uuid })
