import { HttpError } from 'react-admin'
import { createClient, isApiError, type CallInput, type RestClient } from '@spinroom/client'
import type { Route } from '@spinroom/schemas'
import { readToken } from '../auth/storage.ts'

/**
 * A failed answer as react-admin's HttpError, with the URL that answered (checkError reads it) and the API's 400
 * field errors keyed by field, which react-admin's forms show under each input.
 */
function asHttpError(error: unknown): unknown {
  if (!isApiError(error)) return error
  const errors = Object.fromEntries(error.errors.map((e) => [e.field, e.message]))
  const body = { name: error.name, message: error.message, data: error.data, errors }
  return Object.assign(new HttpError(error.message, error.status, body), { url: error.url })
}

const client = createClient({ token: readToken })

/** The console's client of every route: the stored bearer token, errors as react-admin expects them. */
export const api: RestClient = {
  ...client,
  call: (route, ...args) =>
    client.call(route, ...args).catch((error: unknown) => {
      throw asHttpError(error)
    }),
  send: (route, ...args) =>
    client.send(route, ...args).catch((error: unknown) => {
      throw asHttpError(error)
    })
}

/** Inputs the console builds at run time from a route's schemas, which the typed signature cannot check. */
export interface LooseInput {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

// The data provider fills inputs from records and schemas at run time; the routes' own types still check every
// call written by hand (api.call / dataProvider.call).
export const send = api.send as unknown as (route: Route, input?: LooseInput) => ReturnType<typeof api.send>

export type { CallInput }
