import type { Static, TSchema } from '@sinclair/typebox'
import { bases, type DomainName, type RouteDef } from '@spinroom/schemas'
import type { Domain } from './domain.ts'
import type { Application, Caller, HookContext } from '../declarations.ts'

/** A file of a multipart request, already on disk in a temporary folder. */
export interface UploadedFile {
  filepath: string
  size: number
  originalFilename: string | null
  mimetype: string | null
}

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

/** A route bound to what serves it: the row the router registers. */
export interface Endpoint extends RouteDef {
  handler: (call: Call) => Promise<unknown>
  owner?: (call: Call) => string | string[] | undefined | Promise<string | string[] | undefined>
  room?: (call: Call) => Promise<number | null>
}

// Transitional: the tables not yet moved to schemas/ declare rows with their handler; removed once every domain has
// moved.
type In<S> = S extends TSchema ? Static<S> : Record<string, never>
interface Row<P, Q, B> extends Omit<RouteDef, 'params' | 'query' | 'body'> {
  params?: P
  query?: Q
  body?: B
  owner?: (call: Call<In<P>, In<Q>, In<B>>) => string | string[] | undefined | Promise<string | string[] | undefined>
  handler: (call: Call<In<P>, In<Q>, In<B>>) => Promise<unknown>
}
export function endpoint<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined
>(row: Row<P, Q, B>): Endpoint {
  return row as unknown as Endpoint
}
export function legacyDomain(
  name: DomainName,
  parts: Pick<Domain, 'entities' | 'setup'>,
  endpoints: Endpoint[]
): Domain {
  const named = endpoints.map((row) => [`${row.method} ${row.path}`, row] as const)
  return {
    ...parts,
    name,
    base: bases[name].base,
    routes: Object.fromEntries(named.map(([key, { handler: _h, owner: _o, ...route }]) => [key, route])),
    handlers: Object.fromEntries(named.map(([key, { handler, owner }]) => [key, owner ? { handler, owner } : handler]))
  }
}
