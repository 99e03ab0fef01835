import type { Static, TSchema } from '@sinclair/typebox'
import type { AccessLevel } from '@spinroom/schemas'
import type { Application, Caller, HookContext } from '../declarations.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type In<S> = S extends TSchema ? Static<S> : Record<string, never>

/** What a handler gets: validated inputs, the caller and the app. */
export interface Call<P = unknown, Q = unknown, B = unknown> {
  app: Application
  params: P
  query: Q
  body: B
  /** The caller; `null` on a public endpoint called without a credential. */
  caller: Caller | null
  context: HookContext
  /** Sets a response header (REST only; ignored over socket.io). */
  setHeader(name: string, value: string): void
}

export interface Endpoint<P extends TSchema | undefined = TSchema | undefined, Q extends TSchema | undefined = TSchema | undefined, B extends TSchema | undefined = TSchema | undefined> {
  method: HttpMethod
  /** The seed's path below the base, placeholders as `{name}`. */
  path: string
  access: AccessLevel
  summary: string
  description?: string
  /** Path parameters. */
  params?: P
  query?: Q
  body?: B
  /** Schema of the answer, for the OpenAPI document. */
  result?: TSchema
  /** HTTP status of a success (default 200; 201 for creations). */
  status?: number
  /** Message of the 400 when a required body field is missing (the seeds fix some). */
  missing?: string
  /** For `self` endpoints: the id of the user who owns what the call touches (an admin passes too). */
  owner?: (call: Call<In<P>, In<Q>, In<B>>) => string | undefined | Promise<string | undefined>
  /** Tags grouping the endpoint in the API reference. */
  tags?: string[]
  handler: (call: Call<In<P>, In<Q>, In<B>>) => Promise<unknown>
}

/** Declares one row of a domain's endpoint table, typing the handler's inputs from the schemas. */
export function endpoint<P extends TSchema | undefined = undefined, Q extends TSchema | undefined = undefined, B extends TSchema | undefined = undefined>(
  row: Endpoint<P, Q, B>
): Endpoint {
  return row as unknown as Endpoint
}

/** A domain: the base it is served under and its endpoint table. */
export interface Domain {
  base: string
  name: string
  endpoints: Endpoint[]
}
