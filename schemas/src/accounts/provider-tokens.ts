import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../common.ts'

export const agoraRoles = ['PUBLISHER', 'SUBSCRIBER'] as const

/** `POST /agora/token`: a real-time audio token for one channel (a live room). */
export const AgoraTokenRequestSchema = Type.Object(
  {
    channelName: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9 !#$%&()+\\-:;<=.>?@\\[\\]^_{|}~,]+$'
    }),
    role: Type.Optional(StringEnum(agoraRoles, { default: 'SUBSCRIBER' }))
  },
  { additionalProperties: false }
)
export type AgoraTokenRequest = Static<typeof AgoraTokenRequestSchema>

export const AgoraTokenSchema = Type.Object({
  token: Type.String(),
  appId: Type.String(),
  channelName: Type.String(),
  account: Type.String({ description: 'the user account the token is bound to (the caller id)' }),
  role: StringEnum(agoraRoles),
  expiresAt: Type.String({ format: 'date-time' })
})
export type AgoraToken = Static<typeof AgoraTokenSchema>

/** A chat-provider session token. */
export const ChatTokenSchema = Type.Object({
  uid: Type.String(),
  authToken: Type.String(),
  appId: Type.String(),
  region: Type.String()
})
export type ChatToken = Static<typeof ChatTokenSchema>

export const CreateChatUsersSchema = Type.Object(
  {
    userUuids: Type.Optional(
      Type.Array(Uuid, {
        minItems: 1,
        maxItems: 1000,
        uniqueItems: true,
        description: 'these users; every active user when absent'
      })
    )
  },
  { additionalProperties: false }
)
export type CreateChatUsers = Static<typeof CreateChatUsersSchema>

export const CreateChatUsersResultSchema = Type.Object({
  created: Type.Integer(),
  existing: Type.Integer(),
  failed: Type.Array(Type.Object({ uid: Type.String(), message: Type.String() }))
})
export type CreateChatUsersResult = Static<typeof CreateChatUsersResultSchema>
