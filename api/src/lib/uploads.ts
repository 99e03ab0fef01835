import type { Route } from '@spinroom/schemas'
import { rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import type { Middleware } from '@feathersjs/koa'
import type { Application } from '../declarations.ts'
import { BadRequest, UnsupportedMediaType } from '../errors.ts'
import { ensureMediaSpace } from './storage/index.ts'

/** The largest file a multipart request may carry (images are resized down anyway). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

type Files = Record<string, { filepath: string; size: number } | { filepath: string; size: number }[]>

/**
 * Hands multipart files to the service call (`params.files`, arrays by field) and removes the temporary copies
 * afterwards.
 */
export const uploadedFiles = (): Middleware => async (ctx, next) => {
  // koa-body adds `files` to the request without declaring it on Koa's types.
  const files = (ctx.request as unknown as { files?: Files }).files
  if (!files) return next()
  const byField = Object.fromEntries(Object.entries(files).map(([field, f]) => [field, Array.isArray(f) ? f : [f]]))
  ctx.feathers = { ...ctx.feathers, files: byField }
  try {
    const empty = Object.entries(byField).find(([, list]) => list.some((f) => f.size === 0))
    if (empty)
      throw new BadRequest(`Invalid body: '${empty[0]}' is an empty file`, {
        errors: [{ field: empty[0], message: 'is an empty file' }]
      })
    await next()
  } finally {
    await Promise.all(
      Object.values(byField)
        .flat()
        .map((f) => rm(f.filepath, { force: true }))
    )
  }
}

/** Finds what is kept for a route by the request's method and path (a placeholder matches one segment). */
export class RouteTable<T> {
  private readonly exact = new Map<string, T>()
  private readonly patterned: { method: string; path: RegExp; value: T }[] = []

  set(route: Pick<Route, 'method' | 'base' | 'path'>, value: T) {
    const full = `${route.base}${route.path}`
    const literal = full.split(/\{[A-Za-z_][A-Za-z0-9_]*\}/)
    if (literal.length === 1) this.exact.set(`${route.method} ${full}`, value)
    else {
      const escaped = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      this.patterned.push({ method: route.method, path: new RegExp(`^${escaped.join('[^/]+')}$`), value })
    }
  }

  get(method: string, path: string): T | undefined {
    return (
      this.exact.get(`${method} ${path}`) ??
      this.patterned.find((entry) => entry.method === method && entry.path.test(path))?.value
    )
  }
}

/** Refuses an upload the media disk has no room for before its body is read: its Content-Length is what it needs. */
export function uploadSpaceGuard(app: Application, routes: Iterable<Route>): Middleware {
  const uploads = new RouteTable<true>()
  for (const route of routes) if (route.upload) uploads.set(route, true)
  return async (ctx, next) => {
    if (uploads.get(ctx.method, ctx.path)) await ensureMediaSpace(app, Number(ctx.get('content-length')) || 0)
    return next()
  }
}

/** What a route's body parser does differently from the others. */
export interface BodyRule {
  /** A larger multipart file limit than MAX_UPLOAD_BYTES; a file over it is a 400 naming the field. */
  maxFileSize?: number
  field?: string
  /** How many files the request may carry (1 unless the route declares other file fields). */
  maxFiles?: number
  /** The most bytes of all its files together. */
  maxTotalFileSize?: number
  /** Keeps the raw body (`params.rawBody`), for signature checks. */
  rawBody?: boolean
}

/** The body rules the routes declare (`upload`, `rawBody`), by method and path. */
export function bodyRules(routes: Iterable<Route>): RouteTable<BodyRule> {
  const rules = new RouteTable<BodyRule>()
  for (const route of routes) {
    if (!route.upload && !route.rawBody) continue
    const others = Object.values(route.upload?.otherFiles ?? {})
    rules.set(route, {
      maxFileSize: route.upload?.maxBytes,
      field: route.upload?.field,
      rawBody: route.rawBody,
      ...(route.upload && others.length
        ? {
            maxFiles: 1 + others.length,
            maxTotalFileSize: others.reduce((total, bytes) => total + bytes, route.upload.maxBytes)
          }
        : {})
    })
  }
  return rules
}

/** formidable's codes for a file over maxFileSize or totalMaxFileSize. */
const TOO_LARGE = [1009, 1016]

/** Why a body could not be read, as a 4xx naming the field or the encoding; anything else is rethrown. */
function unreadable(error: unknown, rule: BodyRule, encoding: string): unknown {
  // formidable's refusals carry an http code; zlib's carry a Z_ or ERR_ code; raw-body's an http status.
  const { httpCode, code, status, message } = error as { httpCode?: number; code?: unknown; status?: number } & Error
  const field = rule.field ?? 'file'
  if (typeof code === 'number' && TOO_LARGE.includes(code)) {
    const megabytes = (rule.maxFileSize ?? MAX_UPLOAD_BYTES) / 1024 / 1024
    return new BadRequest(`Invalid body: '${field}' is larger than ${megabytes} MB`, {
      errors: [{ field, message: 'is too large' }]
    })
  }
  if (httpCode && httpCode >= 400 && httpCode < 500)
    return new BadRequest(`Invalid body: the multipart form could not be read (${message})`)
  if (status === 415) return new UnsupportedMediaType(message, { encoding })
  if (typeof code === 'string' && /^(Z_|ERR_)/.test(code) && encoding)
    return new BadRequest(`Invalid body: it is not valid ${encoding} data (Content-Encoding: ${encoding})`, {
      encoding
    })
  return error
}

/** How much of a refused body is still read, and for how long, so that its sender hears the 400 and not a reset. */
const DRAIN_BYTES = 8 * 1024 * 1024
const DRAIN_MS = 10_000

/**
 * Reads the rest of a body the parser gave up on (it may have left the request paused): a socket closed with bytes
 * unread is reset, and a client still sending would see the reset instead of the answer. False when more was left.
 */
function drained(req: IncomingMessage): Promise<boolean> {
  if (req.readableEnded || req.destroyed) return Promise.resolve(true)
  return new Promise((resolve) => {
    let bytes = 0
    const done = (whole: boolean) => {
      clearTimeout(timer)
      req.off('data', count).off('end', ended).off('error', failed)
      if (!whole) req.pause()
      resolve(whole)
    }
    const count = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > DRAIN_BYTES) done(false)
    }
    const ended = () => done(true)
    const failed = () => done(false)
    const timer = setTimeout(() => done(false), DRAIN_MS)
    req.on('data', count).once('end', ended).once('error', failed)
    req.resume()
  })
}

/** The body parser, with the exceptions some routes declare; one parser is built for each rule. */
export function bodyParsing(parse: (rule: BodyRule) => Middleware, rules: RouteTable<BodyRule>): Middleware {
  const standard: { rule: BodyRule; parser: Middleware } = { rule: {}, parser: parse({}) }
  const parsers = new Map<BodyRule, Middleware>()
  const parserOf = (rule: BodyRule) => parsers.get(rule) ?? parsers.set(rule, parse(rule)).get(rule)!
  return async (ctx, next) => {
    const found = rules.get(ctx.method, ctx.path)
    const { rule, parser } = found ? { rule: found, parser: parserOf(found) } : standard
    try {
      await parser(ctx, async () => undefined)
    } catch (error) {
      const refusal = unreadable(error, rule, ctx.get('content-encoding'))
      if (refusal !== error && !(await drained(ctx.req))) ctx.set('Connection', 'close')
      throw refusal
    }
    if (rule.rawBody) ctx.feathers = { ...ctx.feathers, rawBody: (ctx.request as { rawBody?: string }).rawBody ?? '' }
    return next()
  }
}
