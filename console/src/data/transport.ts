import { HttpError } from 'react-admin'
import { createClient, type CallInput } from '@spinroom/client'
import type { Route } from '@spinroom/schemas'
import { readToken } from '../auth/storage.ts'

type FieldError = { field: string; message: string }

/**
 * A failed answer as react-admin's HttpError, with the URL that answered (checkError reads it) and the API's 400
 * `errors: [{ field, message }]` keyed by field, which react-admin's forms show under each input.
 */
async function httpError(response: Response, url: string) {
  const text = await response.clone().text()
  let body: { message?: string; errors?: unknown } | undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const errors = Array.isArray(body?.errors)
    ? Object.fromEntries((body.errors as FieldError[]).map((e) => [e.field, e.message]))
    : body?.errors
  const error = new HttpError(body?.message || response.statusText, response.status, body && { ...body, errors })
  return Object.assign(error, { url })
}

/** The console's client of every route: the stored bearer token, errors as react-admin expects them. */
export const api = createClient({
  token: readToken,
  fetch: async (input, init) => {
    const response = await fetch(input, init)
    if (!response.ok) throw await httpError(response, String(input))
    return response
  }
})

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
