import type { RouteDef } from '@spinroom/schemas'
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
