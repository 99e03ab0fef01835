import { Type, type Static } from '@sinclair/typebox'
import { OffsetPaging, StringEnum, Timestamps, Uuid } from '../common.ts'

export const devicePlatforms = ['ios', 'android', 'web'] as const
export type DevicePlatform = (typeof devicePlatforms)[number]
export const DevicePlatformSchema = StringEnum(devicePlatforms)

const DeviceToken = Type.String({ minLength: 1, maxLength: 4096, description: 'push token (or web push endpoint)' })

/** A device that receives a user's push notifications: one per user and platform. */
export const DeviceSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    devicePlatform: DevicePlatformSchema,
    token: Type.String(),
    deviceName: Type.Union([Type.String(), Type.Null()]),
    ...Timestamps
  },
  { $id: 'Device', additionalProperties: false }
)
export type Device = Static<typeof DeviceSchema>

export const DeviceCreateSchema = Type.Object(
  {
    token: DeviceToken,
    devicePlatform: DevicePlatformSchema,
    deviceName: Type.Optional(Type.String({ maxLength: 100 }))
  },
  { additionalProperties: false }
)
export type DeviceCreate = Static<typeof DeviceCreateSchema>

export const DeviceTokenParams = Type.Object({ token: DeviceToken })
/** The two-part key of a device: `{a}` the user's uuid, `{b}` the platform. */
export const DeviceKeyParams = Type.Object({
  a: Type.String({ format: 'uuid', description: "the user's uuid" }),
  b: StringEnum(devicePlatforms, { description: 'the platform' })
})
export const UserDevicesParams = Type.Object({ userId: Uuid })

export const FanDevicesQuery = Type.Intersect([
  OffsetPaging,
  Type.Object({ djUuid: Uuid, devicePlatform: Type.Optional(DevicePlatformSchema) })
])
export type FanDevicesQueryType = Static<typeof FanDevicesQuery>
