import {
  liveRoomActions,
  statefulMessageNames,
  statelessMessageNames,
  type LiveRoomActionName
} from '@spinroom/schemas'
import type { Config } from '../../../../configuration.ts'
import { plain } from '../../../../lib/openapi.ts'
import { paramsSchema, schemaRef } from './schemas.ts'
import { rateLimitNote } from './socketio.ts'

type Json = Record<string, unknown>

export const PRIMUS_SERVER = 'primus'
export const primusAction = (action: LiveRoomActionName) => `primus.${action}`

const ref = (path: string) => ({ $ref: `#/${path}` })
const actionNames = Object.keys(liveRoomActions) as LiveRoomActionName[]
const messageId = { description: "the client's own id for the call, echoed in its answer" }
const head = { context: { type: 'string', const: 'response' }, messageId }

type ObjectSchema = { type?: string; properties?: Json; required?: string[] }

/** `{ event: 'action', params: { action, ...input }, messageId }`: the action's input with its name beside it. */
function actionFrame(action: LiveRoomActionName): Json {
  const input = plain(liveRoomActions[action].input) as ObjectSchema
  const params = {
    ...input,
    properties: { action: { type: 'string', const: action }, ...input.properties },
    required: ['action', ...(input.required ?? [])]
  }
  return {
    type: 'object',
    properties: { event: { type: 'string', const: 'action' }, params, messageId },
    required: ['event', 'params']
  }
}

/** `{ context: 'response', status: 'OK', messageId, ...result }`: a list answer goes under `data`. */
function answerFrame(action: LiveRoomActionName): Json {
  const result = plain(liveRoomActions[action].result) as ObjectSchema
  const fields = result.type === 'object' ? (result.properties ?? {}) : { data: result }
  return {
    type: 'object',
    properties: { ...fields, ...head, status: { type: 'string', const: 'OK' } },
    required: ['context', 'status', ...(result.type === 'object' ? (result.required ?? []) : ['data'])]
  }
}

const errorFrame = {
  type: 'object',
  properties: {
    ...head,
    status: { type: 'string', description: "the error's name (BadRequest, Forbidden, ...)" },
    error: { type: 'string', description: 'the message, naming the failing field on a 400' },
    code: { type: 'integer', description: 'the HTTP status' },
    data: {}
  },
  required: ['context', 'status', 'error']
}

/** A room message as `ttfm-socket` emits it: `{ name, statePatch }` or `{ name, params }`, without `seq`. */
const userFrame = {
  type: 'object',
  properties: {
    context: { type: 'string', const: 'user' },
    room: { type: 'string', format: 'uuid', description: "the room's uuid" },
    from: { type: 'string', const: 'server' },
    sentAt: { type: 'number', description: 'ms since the epoch' },
    message: {
      oneOf: [
        ...statefulMessageNames.map((name) => ({
          type: 'object',
          title: name,
          properties: {
            name: { type: 'string', const: name },
            statePatch: { type: 'array', items: schemaRef('PatchOperation') }
          },
          required: ['name', 'statePatch']
        })),
        ...statelessMessageNames.map((name) => ({
          type: 'object',
          title: name,
          properties: { name: { type: 'string', const: name }, params: schemaRef(paramsSchema(name)) },
          required: ['name']
        }))
      ]
    }
  },
  required: ['context', 'room', 'from', 'sentAt', 'message']
}

export function primusMessages(): Record<string, Json> {
  const calls = actionNames.flatMap((action) => [
    [primusAction(action), { name: action, title: `${action} frame`, payload: actionFrame(action) }],
    [
      `${primusAction(action)}.answer`,
      { name: `${action}Answer`, title: `${action} answer frame`, payload: answerFrame(action) }
    ]
  ])
  return Object.fromEntries([
    ...calls,
    ['primus.error', { name: 'error', title: 'Refusal frame', payload: errorFrame }],
    [
      'primus.user',
      {
        name: 'user',
        title: 'Room message frame',
        summary: "ttfm-socket emits its message as 'statefulMessage' or 'statelessMessage'",
        description:
          "Stateful messages patch the state of the client's join answer. A parameterless stateless message comes without `params`.",
        payload: userFrame
      }
    ],
    [
      'primus.ping',
      {
        name: 'ping',
        title: 'Ping',
        summary: "Every 30 s, the server's clock in ms: ttfm-socket takes it as the server time",
        payload: { type: 'string', pattern: '^primus::ping::\\d+$' }
      }
    ]
  ])
}

const server = [ref(`servers/${PRIMUS_SERVER}`)]
const frames = "Frames of Actionhero's websocket protocol, which `ttfm-socket` speaks: JSON over one WebSocket."
const message = (id: string) => ref(`components/messages/${id}`)

/** A channel per frame kind, named by what tells it apart: an action's name, or the `user` context, or the ping. */
export function primusChannels(): Record<string, Json> {
  const calls = actionNames.map((action) => [
    primusAction(action),
    {
      address: action,
      title: `${action} over Primus`,
      description: `${frames} \`{ event: 'action', params: { action: '${action}', ... }, messageId }\`.`,
      servers: server,
      messages: {
        [action]: message(primusAction(action)),
        [`${action}Answer`]: message(`${primusAction(action)}.answer`),
        error: message('primus.error')
      }
    }
  ])
  return Object.fromEntries([
    ...calls,
    [
      'primus.user',
      {
        address: 'user',
        title: 'Room messages over Primus',
        description: frames,
        servers: server,
        messages: { user: message('primus.user') }
      }
    ],
    [
      'primus.ping',
      { address: 'primus::ping', title: 'Ping', servers: server, messages: { ping: message('primus.ping') } }
    ]
  ])
}

export function primusOperations(config: Config): Record<string, Json> {
  const at = (channel: string, id: string) => ref(`channels/${channel}/messages/${id}`)
  const calls = actionNames.map((action) => {
    const channel = primusAction(action)
    return [
      channel,
      {
        action: 'receive',
        channel: ref(`channels/${channel}`),
        title: `${action} over Primus`,
        summary: `client.action('${action}', params) in ttfm-socket`,
        ...(rateLimitNote(config, action) ? { description: rateLimitNote(config, action) } : {}),
        messages: [at(channel, action)],
        reply: { channel: ref(`channels/${channel}`), messages: [at(channel, `${action}Answer`), at(channel, 'error')] }
      }
    ]
  })
  const sends = (id: string, title: string) => [
    `primus.${id}`,
    { action: 'send', channel: ref(`channels/primus.${id}`), title, messages: [at(`primus.${id}`, id)] }
  ]
  return Object.fromEntries([...calls, sends('user', 'Room messages over Primus'), sends('ping', 'Ping')])
}
