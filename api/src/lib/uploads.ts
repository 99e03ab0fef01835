import { rm } from 'node:fs/promises'
import type { Middleware } from '@feathersjs/koa'

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
