import {
  routeUrl,
  type Route,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResult
} from '@spinroom/schemas'
import { ApiError } from './errors.ts'

type Empty = Record<string, never>
type Key<T, K extends string> = [T] extends [Empty] ? { [P in K]?: undefined } : { [P in K]: T }
type OptionalKey<T, K extends string> = [T] extends [Empty] ? { [P in K]?: undefined } : { [P in K]?: T }

/** What a call of a route takes: its path parameters, query and body, typed from the route's schemas. */
export type CallInput<R> = Key<RouteParams<R>, 'params'> &
  OptionalKey<RouteQuery<R>, 'query'> &
  (R extends { consumes: 'multipart/form-data' } ? { body: FormData } : OptionalKey<RouteBody<R>, 'body'>) & {
    headers?: Record<string, string>
  }

/** Inputs that may be left out entirely: a route with no required path parameters or body. */
export type CallArgs<R> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]

export interface ClientOptions {
  /** The server's origin, e.g. `http://127.0.0.1:3030`; empty in a browser served by the API. */
  url?: string
  /** A bearer access token, or a function giving the current one. */
  token?: string | null | (() => string | null | undefined)
  /** A service API key (`srk_...`), sent as `X-Api-Key`. */
  apiKey?: string
  fetch?: typeof fetch
}

export interface RestClient {
  /** Calls a route; resolves with its answer, rejects with an `ApiError`. */
  call<R extends Route>(route: R, ...args: CallArgs<R>): Promise<RouteResult<R>>
  /** Like `call`, with the HTTP response beside the body (headers such as `Content-Range`). */
  send<R extends Route>(route: R, ...args: CallArgs<R>): Promise<{ body: RouteResult<R>; response: Response }>
  /** The URL of a route with its parameters and query, e.g. for an `<img src>`. */
  url<R extends Route>(route: R, input?: { params?: RouteParams<R>; query?: RouteQuery<R> }): string
  setToken(token: string | null): void
}

/** Query values as the API reads them: arrays repeat the key, objects go as JSON. */
export function queryString(query: object | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const v of values) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  return JSON.parse(text)
}

/**
 * A REST client of every route in `schemas/`: `client.call(routes.points.listTokenBundles, { query: { limit: 5 } })`.
 */
export function createClient(options: ClientOptions = {}): RestClient {
  let token = options.token
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const bearer = () => (typeof token === 'function' ? token() : token)
  const urlOf = (route: Route, params?: object, query?: object) =>
    `${options.url ?? ''}${routeUrl(route, params as Record<string, unknown>)}${queryString(query)}`
  const url: RestClient['url'] = (route, input = {}) => urlOf(route, input.params, input.query)

  const send = async <R extends Route>(route: R, ...[input]: CallArgs<R>) => {
    const given = (input ?? {}) as { params?: object; query?: object; body?: unknown; headers?: Record<string, string> }
    const headers: Record<string, string> = { accept: 'application/json', ...given.headers }
    const current = bearer()
    if (current) headers.authorization = `Bearer ${current}`
    if (options.apiKey) headers['x-api-key'] = options.apiKey
    const isForm = typeof FormData !== 'undefined' && given.body instanceof FormData
    if (given.body !== undefined && !isForm) headers['content-type'] = 'application/json'
    const target = urlOf(route, given.params, given.query)
    const response = await doFetch(target, {
      method: route.method,
      headers,
      body: given.body === undefined ? undefined : isForm ? (given.body as FormData) : JSON.stringify(given.body)
    })
    const body = await parse(response)
    if (!response.ok) throw new ApiError(response.status, body as ConstructorParameters<typeof ApiError>[1], target)
    return { body: body as RouteResult<R>, response }
  }

  return {
    send,
    call: async (route, ...args) => (await send(route, ...args)).body,
    url,
    setToken(next) {
      token = next
    }
  }
}
