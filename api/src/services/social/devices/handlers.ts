import type { deviceRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import * as devices from './devices.ts'

export const deviceHandlers: Handlers<typeof deviceRoutes> = {
  registerDevice: devices.registerDevice,
  removeDeviceByToken: { handler: devices.removeByToken, owner: devices.tokenOwner },
  removeDevice: { handler: devices.removeByKey, owner: devices.keyOwner },
  getDevice: { handler: devices.getDevice, owner: devices.keyOwner },
  listUserDevices: { handler: devices.listUserDevices, owner: devices.devicesOwner },
  listFanDevices: devices.listFanDevices
}
