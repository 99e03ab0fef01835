import {
  liveRoomActionNames,
  liveRoomPath,
  moderationSocketEvents,
  statefulMessageNames,
  statelessMessageNames,
  type SocketEventName,
  type SocketEventNames
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { serviceAt } from '../../../lib/service-at.ts'

// Read through Feathers' global symbols: the package's named exports are out of reach of a native ES import (tsx, the
// bundle). Its publishers are kept by event name, or under a symbol for all events.
const PUBLISHERS = Symbol.for('@feathersjs/transport-commons/publishers')
const OPTIONS = Symbol.for('@feathersjs/service')
const standardEvents = { create: 'created', update: 'updated', patch: 'patched', remove: 'removed' }

/**
 * The events a service sends to clients: channels are opt-in here, so those it publishes, among its write methods'
 * standard events and the custom ones it declares.
 */
function serviceEvents(app: Application, path: string): string[] {
  const service = serviceAt<Record<string | symbol, unknown>>(app, path)
  const published = Reflect.ownKeys((service[PUBLISHERS] as object | undefined) ?? {})
  if (!published.length) return []
  const standard = Object.entries(standardEvents)
    .filter(([method]) => typeof service[method] === 'function')
    .map(([, event]) => event)
  const emitted = [
    ...new Set([...standard, ...((service[OPTIONS] as { events?: string[] } | undefined)?.events ?? [])])
  ]
  return published.some((key) => typeof key === 'symbol') ? emitted : emitted.filter((e) => published.includes(e))
}

/** Every real-time event name, read from the running app's services and the live room's declarations. */
export function socketEventNames(app: Application): SocketEventNames {
  const services: SocketEventName[] = Object.keys(app.services)
    .sort()
    .flatMap((path) => serviceEvents(app, path).map((name) => ({ name, kind: 'serviceEvent' as const, path })))
  const live = (names: readonly string[], kind: SocketEventName['kind']): SocketEventName[] =>
    names.map((name) => ({ name, kind, path: liveRoomPath }))
  const data = [
    ...services,
    ...live(liveRoomActionNames, 'liveAction'),
    ...live(statefulMessageNames, 'statefulMessage'),
    ...live(statelessMessageNames, 'statelessMessage'),
    ...moderationSocketEvents.map((name) => ({ name, kind: 'connection' as const, path: null }))
  ]
  return { total: data.length, data }
}
