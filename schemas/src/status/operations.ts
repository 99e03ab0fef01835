import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'
import { songProviderKeys } from '../songs/crate-song.ts'
import { routeGroup } from '../route.ts'

const Count = Type.Integer({ minimum: 0 })

/** The night at a glance, as the console's dashboard shows it: the numbers `/metrics` exports, in names. */
export const OperationsSummarySchema = Type.Object(
  {
    generatedAt: Type.String({ format: 'date-time' }),
    live: Type.Object({
      rooms: Type.Integer({ minimum: 0, description: 'live rooms with at least one listener' }),
      listeners: Type.Integer({ minimum: 0, description: 'people in live rooms' }),
      busiest: Type.Array(Type.Object({ name: Type.String(), slug: Type.String(), listeners: Count }), {
        description: 'the busiest live rooms, most listeners first'
      })
    }),
    uploadsAwaitingModeration: Type.Integer({ minimum: 0, description: 'uploaded songs waiting for a moderator' }),
    jobs: Type.Array(Type.Object({ queue: Type.String(), queued: Count, active: Count, failed: Count }), {
      description: 'durable jobs by queue name'
    }),
    requests: Type.Object(
      {
        windowSeconds: Count,
        requests: Count,
        errors: Type.Integer({ minimum: 0, description: '5xx answers' }),
        errorRate: Type.Number({ minimum: 0, maximum: 1, description: 'share of 5xx answers' })
      },
      { description: 'REST requests of the process that answered this call, over the last minutes' }
    ),
    sockets: Type.Object({ socketio: Count, primus: Count }, { description: 'connections open on that process' }),
    providers: Type.Array(
      Type.Object({
        provider: StringEnum(songProviderKeys),
        name: Type.String(),
        configured: Type.Boolean(),
        answering: Nullable(
          Type.Boolean({ description: 'a cheap real call succeeded; null: not configured, not asked' })
        )
      }),
      { description: 'music providers, asked at most once a minute' }
    )
  },
  { $id: 'OperationsSummary', additionalProperties: false }
)
export type OperationsSummary = Static<typeof OperationsSummarySchema>

export const operationsRoutes = routeGroup({
  operationsSummary: {
    method: 'GET',
    path: '/info-admin/operations',
    access: 'mod',
    summary: 'the night at a glance: live rooms, uploads waiting, jobs, error rate, providers',
    description:
      'The numbers `/metrics` exports, by name: live rooms and listeners now (the busiest named), uploads waiting for a moderator, durable jobs by queue, the 5xx share of the last 5 minutes and the open connections of the answering process, and which music providers answer (asked at most once a minute).',
    result: OperationsSummarySchema,
    tags: ['status']
  }
})
