import { Type } from '@sinclair/typebox'
import { OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  DeviceCreateSchema,
  DeviceKeyParams,
  DeviceSchema,
  DeviceTokenParams,
  FanDevicesQuery,
  UserDevicesParams
} from './device.ts'

const tags = ['social']
const twoPart =
  "`{a}` is the user's uuid and `{b}` the platform (ios, android or web): one device per user and platform."

/** Devices that receive push notifications: one token per user and platform. */
export const deviceRoutes = routeGroup({
  registerDevice: {
    method: 'POST',
    path: '/devices',
    access: 'user',
    summary: 'register a device (devicePlatform ios, android, web)',
    description:
      "Re-registering a platform replaces its token; a token registered by another account moves to the caller's.",
    tags,
    body: DeviceCreateSchema,
    result: DeviceSchema,
    status: 201
  },
  removeDeviceByToken: {
    method: 'DELETE',
    path: '/devices/{token}',
    access: 'self',
    summary: 'remove a device by token',
    tags,
    params: DeviceTokenParams,
    result: DeviceSchema,
    errors: { 404: 'Device not found' }
  },
  removeDevice: {
    method: 'DELETE',
    path: '/devices/{a}/{b}',
    access: 'self',
    summary: 'remove a device (two-part key)',
    description: twoPart,
    tags,
    params: DeviceKeyParams,
    result: DeviceSchema,
    errors: { 404: 'Device not found' }
  },
  getDevice: {
    method: 'GET',
    path: '/devices/single-device/{a}/{b}',
    access: 'self',
    summary: 'one device',
    description: twoPart,
    tags,
    params: DeviceKeyParams,
    result: DeviceSchema,
    errors: { 404: 'Device not found' }
  },
  listUserDevices: {
    method: 'GET',
    path: '/devices/all-devices/{userId}',
    access: 'self',
    summary: "a user's devices",
    tags,
    params: UserDevicesParams,
    result: Type.Array(DeviceSchema)
  },
  listFanDevices: {
    method: 'GET',
    path: '/dj-fans/devices/list',
    access: 'service',
    summary: "devices of a DJ's fans (djUuid; devicePlatform; limit, offset)",
    tags,
    query: FanDevicesQuery,
    result: OffsetPage(DeviceSchema)
  }
})
