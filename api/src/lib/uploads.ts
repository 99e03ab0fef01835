import { routeUrl, type Route } from '@spinroom/schemas'
import { rm } from 'node:fs/promises'
import type { Middleware } from '@feathersjs/koa'
import { BadRequest } from '../errors.ts'

/** The largest file a multipart request may carry (images are resized down anyway). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

type Files = Record<string, { filepath: string } | { filepath: string }[]>

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
    await next()
  } finally {
    await Promise.all(
      Object.values(byField)
        .flat()
        .map((f) => rm(f.filepath, { force: true }))
    )
  }
}

/** What a route's body parser does differently from the others. */
export interface BodyRule {
  /** A larger multipart file limit than MAX_UPLOAD_BYTES; a file over it is a 400 naming the field. */
  maxFileSize?: number
  field?: string
  /** Keeps the raw body (`params.rawBody`), for signature checks. */
  rawBody?: boolean
}

/** The body rules the routes declare (`upload`, `rawBody`), by full path. */
export function bodyRules(routes: Iterable<Route>): Record<string, BodyRule> {
  const rules: Record<string, BodyRule> = {}
  for (const route of routes) {
    if (!route.upload && !route.rawBody) continue
    rules[routeUrl(route)] = { maxFileSize: route.upload?.maxBytes, field: route.upload?.field, rawBody: route.rawBody }
  }
  return rules
}

/** The body parser, with the exceptions some routes declare (by their full path). */
export function bodyParsing(parse: (rule: BodyRule) => Middleware, rules: Record<string, BodyRule>): Middleware {
  const standard = parse({})
  const special = new Map(Object.entries(rules).map(([path, rule]) => [path, { rule, parser: parse(rule) }]))
  return async (ctx, next) => {
    const entry = special.get(ctx.path)
    if (!entry) return standard(ctx, next)
    const { rule, parser } = entry
    try {
      await parser(ctx, async () => undefined)
    } catch (error) {
      // formidable's refusals carry an http code: 413 for a file over the limit, 400 for an empty one.
      const code = (error as { httpCode?: number }).httpCode
      const field = rule.field ?? 'file'
      if (code === 413 && rule.maxFileSize)
        throw new BadRequest(`Invalid body: '${field}' is larger than ${rule.maxFileSize / 1024 / 1024} MB`, {
          errors: [{ field, message: 'is too large' }]
        })
      if (code && code >= 400 && code < 500)
        throw new BadRequest(
          `Invalid body: '${field}' ${/empty/i.test(String(error)) ? 'is empty' : 'could not be read'}`,
          {
            errors: [{ field, message: String((error as Error).message) }]
          }
        )
      throw error
    }
    if (rule.rawBody) ctx.feathers = { ...ctx.feathers, rawBody: (ctx.request as { rawBody?: string }).rawBody ?? '' }
    return next()
  }
}
