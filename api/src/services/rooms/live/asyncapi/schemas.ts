import type { TSchema } from '@sinclair/typebox'
import {
  liveRoomActions,
  PatchOperationSchema,
  statelessMessageParams,
  type LiveRoomActionName
} from '@spinroom/schemas'
import { plain } from '../../../../lib/openapi.ts'

type Json = Record<string, unknown>
const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][]

/** `#/components/schemas/<name>`: each TypeBox schema appears once, every message refers to it. */
export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const inputSchema = (action: LiveRoomActionName) => `${action}Input`
export const resultSchema = (action: LiveRoomActionName) => `${action}Result`
export const paramsSchema = (name: string) => `${name}Params`

export const FeathersErrorSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    message: { type: 'string', description: 'names the failing field on a 400' },
    code: { type: 'integer', description: 'the HTTP status' },
    className: { type: 'string' },
    data: {}
  },
  required: ['name', 'message', 'code', 'className']
}

/** A room message's envelope with its `name` fixed, so that each name is a message of its own. */
export function namedMessage(envelope: TSchema, name: string, params?: Json): Json {
  const schema = plain(envelope) as { properties: Json }
  const properties = {
    ...schema.properties,
    name: { type: 'string', const: name },
    ...('statePatch' in schema.properties ? { statePatch: { type: 'array', items: schemaRef('PatchOperation') } } : {}),
    ...(params ? { params } : {})
  }
  return { ...schema, properties }
}

/** Every schema the document refers to: each action's input and result, each stateless message's params. */
export function componentSchemas(): Record<string, Json> {
  const actions = entries(liveRoomActions).flatMap(([name, def]) => [
    [inputSchema(name), plain(def.input)],
    [resultSchema(name), plain(def.result)]
  ])
  const params = entries(statelessMessageParams).map(([name, schema]) => [paramsSchema(name), plain(schema)])
  return Object.fromEntries([
    ...actions,
    ...params,
    ['PatchOperation', plain(PatchOperationSchema)],
    ['FeathersError', FeathersErrorSchema]
  ])
}
