import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'

export const outboxChannels = ['email', 'sms'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

/** A message the platform sent (e-mail or SMS), as the local driver keeps it. */
export const OutboxMessageSchema = Type.Object(
  {
    id: Uuid,
    channel: StringEnum(outboxChannels),
    to: Type.String(),
    subject: Nullable(Type.String()),
    body: Type.String(),
    createdAt: Timestamp
  },
  { $id: 'OutboxMessage', additionalProperties: false }
)
export type OutboxMessage = Static<typeof OutboxMessageSchema>

export const outboxListFields = ['id', 'channel', 'to', 'subject', 'createdAt'] as const
export const outboxSearchFields = ['to', 'subject'] as const
