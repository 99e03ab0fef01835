import type { Static, TSchema } from '@sinclair/typebox'
import type { AccessLevel } from '@spinroom/schemas'
import type { Application, Caller, HookContext } from '../declarations.ts'

/** A file of a multipart request, already on disk in a temporary folder. */
export interface UploadedFile {
  filepath: string
  size: number
  originalFilename: string | null
  mimetype: string | null
}

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
  /** Files of a multipart request (REST), by field name. */
  files: Record<string, UploadedFile[]>
  /** Sets a response header (REST only; ignored over socket.io). */
  setHeader(name: string, value: string): void
}

export interface Endpoint<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined
> {
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
  /** HTTP status of the answer (default 200; 201 for creations; 500 for POST /sentry-testing, which exists to fail). */
  status?: number
  /** Message of the 400 when a required body field is missing (the seeds fix some). */
  missing?: string
  /**
   * For `self` and `selfOrService` endpoints: the id(s) of the user(s) who own what the call touches (an admin passes
   * too).
   */
  owner?: (call: Call<In<P>, In<Q>, In<B>>) => string | string[] | undefined | Promise<string | string[] | undefined>
  /** Media type of the request body when not JSON (e.g. multipart/form-data), for the API reference. */
  consumes?: string
  /** Media type of the answer when not JSON (e.g. image/webp), for the API reference. */
  produces?: string
  /** Message of the 403 when the caller does not own it (the seeds fix some). */
  forbidden?: string
  /** Tags grouping the endpoint in the API reference. */
  tags?: string[]
  handler: (call: Call<In<P>, In<Q>, In<B>>) => Promise<unknown>
}

/** Declares one row of a domain's endpoint table, typing the handler's inputs from the schemas. */
export function endpoint<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined
>(row: Endpoint<P, Q, B>): Endpoint {
  return row as unknown as Endpoint
}

/** A domain: the base it is served under and its endpoint table. */
export interface Domain {
  base: string
  name: string
  endpoints: Endpoint[]
}
