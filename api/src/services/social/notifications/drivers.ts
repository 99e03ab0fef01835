import type { PushPlatform } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { apnsDriver } from './apns-driver.ts'
import type { PushDriver } from './driver.ts'
import { fcmDriver } from './fcm-driver.ts'
import { webPushDriver } from './web-push-driver.ts'

const known = new WeakMap<Application, Record<PushPlatform, PushDriver>>()

/** The app's push drivers by platform, made on first use and kept (their connections and tokens are reused). */
export function pushDrivers(app: Application): Record<PushPlatform, PushDriver> {
  let drivers = known.get(app)
  if (!drivers) {
    drivers = { web: webPushDriver(app), ios: apnsDriver(app), android: fcmDriver(app) }
    known.set(app, drivers)
  }
  return drivers
}

/** Closes the drivers' connections (the app's teardown). */
export function closePushDrivers(app: Application): void {
  for (const driver of Object.values(known.get(app) ?? {})) driver.close?.()
  known.delete(app)
}
