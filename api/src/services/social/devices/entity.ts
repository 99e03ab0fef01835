import { DeviceSchema, socialEventPaths } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

export const devicesEntity = defineEntity({
  table: 'devices',
  path: socialEventPaths.devices,
  resource: 'devices',
  schema: DeviceSchema,
  listFields: ['id', 'userUuid', 'devicePlatform', 'deviceName', 'createdAt', 'updatedAt'],
  searchFields: ['deviceName'],
  publish: (device, app) => [app.channel(userChannel(device.userUuid))]
})
