import {
  directMessageNames,
  liveRoomActions,
  liveRoomPath,
  statefulMessageNames,
  StatefulMessageSchema,
  statelessMessageNames,
  StatelessMessageSchema,
  type LiveActionDef,
  type LiveRoomActionName
} from '@spinroom/schemas'
import type { Config } from '../../../../configuration.ts'
import { rateLimitVariable } from '../../../../lib/rate-limit-settings.ts'
import { inputSchema, namedMessage, paramsSchema, resultSchema, schemaRef } from './schemas.ts'

type Json = Record<string, unknown>

export const SOCKETIO_SERVER = 'socketio'
/** The channels of the service's two events, named as the events are. */
export const eventChannels = { statefulMessage: statefulMessageNames, statelessMessage: statelessMessageNames }

const ref = (path: string) => ({ $ref: `#/${path}` })
const actionNames = Object.keys(liveRoomActions) as LiveRoomActionName[]
const direct = new Set<string>(directMessageNames)

function rateLimitOf(action: LiveRoomActionName) {
  const def: LiveActionDef = liveRoomActions[action]
  return def.rateLimit
}

/** What an action spends beyond the connection's own limits, with the sizes this server runs with. */
export function rateLimitNote(config: Config, action: LiveRoomActionName): string {
  const name = rateLimitOf(action)
  if (!name) return ''
  const { points, seconds } = config.rateLimits[name]
  return `Spends the \`${name}\` rate limit: ${points} calls per ${seconds} s per user and room (\`${rateLimitVariable(name)}\`); past it, a 429 whose \`data.retryAfter\` gives the seconds.`
}

/** One message per action's call and per answer, and one per room message name. */
export function socketioMessages(): Record<string, Json> {
  const calls = actionNames.flatMap((action) => [
    [
      `${action}.call`,
      {
        name: action,
        title: `${action} call`,
        summary: `socket.emit('${action}', '${liveRoomPath}', data, {}, callback)`,
        payload: schemaRef(inputSchema(action))
      }
    ],
    [
      `${action}.answer`,
      { name: `${action}Answer`, title: `${action} answer`, payload: schemaRef(resultSchema(action)) }
    ]
  ])
  const stateful = statefulMessageNames.map((name) => [
    `stateful.${name}`,
    { name, title: name, payload: namedMessage(StatefulMessageSchema, name), ...directNote(name) }
  ])
  const stateless = statelessMessageNames.map((name) => [
    `stateless.${name}`,
    {
      name,
      title: name,
      payload: namedMessage(StatelessMessageSchema, name, schemaRef(paramsSchema(name))),
      ...directNote(name)
    }
  ])
  const error = {
    name: 'error',
    title: 'Refusal',
    summary: "The callback's first argument: a Feathers error",
    payload: schemaRef('FeathersError')
  }
  return Object.fromEntries([...calls, ...stateful, ...stateless, ['call.error', error]])
}

const directNote = (name: string) =>
  direct.has(name)
    ? { description: 'Sent to one connection with the `seq` of the change it follows: it takes no number of its own.' }
    : {}

/** Each action is a socket.io event of its own name; each room message arrives on the service's event. */
export function socketioChannels(): Record<string, Json> {
  const server = [ref(`servers/${SOCKETIO_SERVER}`)]
  const calls = actionNames.map((action) => [
    action,
    {
      address: action,
      title: action,
      servers: server,
      messages: {
        [action]: ref(`components/messages/${action}.call`),
        [`${action}Answer`]: ref(`components/messages/${action}.answer`),
        error: ref('components/messages/call.error')
      }
    }
  ])
  const events = Object.entries(eventChannels).map(([event, names]) => [
    event,
    {
      address: `${liveRoomPath} ${event}`,
      title: event,
      servers: server,
      messages: Object.fromEntries(
        names.map((name) => [
          name,
          ref(`components/messages/${event === 'statefulMessage' ? 'stateful' : 'stateless'}.${name}`)
        ])
      )
    }
  ])
  return Object.fromEntries([...calls, ...events])
}

/** The server's side: it receives each action and answers it; it sends the room's messages. */
export function socketioOperations(config: Config): Record<string, Json> {
  const calls = actionNames.map((action) => [
    action,
    {
      action: 'receive',
      channel: ref(`channels/${action}`),
      title: action,
      summary: `The live action ${action}: the callback gets (error, answer).`,
      ...(rateLimitNote(config, action) ? { description: rateLimitNote(config, action) } : {}),
      ...(rateLimitOf(action) ? { 'x-rate-limit': rateLimitOf(action) } : {}),
      messages: [ref(`channels/${action}/messages/${action}`)],
      reply: {
        channel: ref(`channels/${action}`),
        messages: [ref(`channels/${action}/messages/${action}Answer`), ref(`channels/${action}/messages/error`)]
      }
    }
  ])
  const events = Object.entries(eventChannels).map(([event, names]) => [
    event,
    {
      action: 'send',
      channel: ref(`channels/${event}`),
      title: event,
      summary: `socket.on('${liveRoomPath} ${event}', message => ...): numbered by seq.`,
      messages: names.map((name) => ref(`channels/${event}/messages/${name}`))
    }
  ])
  return Object.fromEntries([...calls, ...events])
}
