import { Type, type Static } from '@sinclair/typebox'

/** `/info-admin/*-status`: version label, uptime and database reachability of one service. */
export const ServiceStatusSchema = Type.Object({
  service: Type.String(),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
  startedAt: Type.String({ format: 'date-time' }),
  database: Type.Object({
    reachable: Type.Boolean(),
    latencyMs: Type.Union([Type.Number(), Type.Null()]),
    dialect: Type.String()
  }),
  node: Type.String()
})
export type ServiceStatus = Static<typeof ServiceStatusSchema>
