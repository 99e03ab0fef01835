import { vi } from 'vitest'
import { routeUrl, type Route } from '@spinroom/schemas'

/** A request the console sent, as the API reads it. */
export interface SentRequest {
  method: string
  /** The path below the origin, as `routeUrl(route, params)` writes it. */
  path: string
  /** Each query parameter's value, or its values when repeated. */
  query: Record<string, string | string[]>
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown
  headers: Record<string, string>
}

/** A request as `METHOD /path`, to compare with `callTo`. */
export const at = (request: SentRequest) => `${request.method} ${request.path}`

/** The request a call of a declared route makes, as `at` writes it. */
export const callTo = (route: Route, params?: Record<string, unknown>) => `${route.method} ${routeUrl(route, params)}`

/** What the fake API answers: a status (200 when left out), a JSON body (none when left out) and headers. */
export interface FakeAnswer {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

function queryOf(url: URL): SentRequest['query'] {
  const query: SentRequest['query'] = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0]! : values
  }
  return query
}

/**
 * Stands in for the API at the console's only way out, `fetch`: records every request in the list it returns and
 * answers each with `answer`. `vi.unstubAllGlobals()` puts `fetch` back.
 */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer = () => ({})): SentRequest[] {
  const requests: SentRequest[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://console.test')
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: queryOf(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
      headers: { ...(init.headers as Record<string, string>) }
    }
    requests.push(request)
    const { status = 200, body, headers = {} } = answer(request)
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers }
    })
  })
  return requests
}
