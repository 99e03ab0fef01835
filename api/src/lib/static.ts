import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import send from 'koa-send'
import type { Middleware } from '@feathersjs/koa'
import type { Application } from '../declarations.ts'
import { sitePaths } from '@spinroom/schemas'
import { openApiDocument } from './openapi.ts'
import { repoRoot } from './repo-root.ts'

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const { apiReference: docsAt, openApi, asyncApi, liveRoomReference } = sitePaths
/** The live room's reference page: an entry of the player's build of its own, so the player never loads it. */
const liveDocsPage = 'live-docs.html'

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spinroom API reference</title><link rel="stylesheet" href="${docsAt}/assets/swagger-ui.css"></head>
<body><div id="docs"></div><script src="${docsAt}/assets/swagger-ui-bundle.js"></script>
<script src="${docsAt}/init.js"></script></body></html>`

const docsInit = `window.ui = SwaggerUIBundle({ url: '${openApi}', dom_id: '#docs', deepLinking: true, docExpansion: 'none', filter: true, persistAuthorization: true, validatorUrl: null })`

const notBuilt = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>${name} not built</title><p>The ${name} has not been built. Run <code>npm run build</code> and reload.</p>`

/** Serves a built single-page app below `prefix`, answering unknown paths with its index.html. */
function spa(prefix: string, dir: string, name: string): Middleware {
  return async (ctx, next) => {
    if (!['GET', 'HEAD'].includes(ctx.method) || !(ctx.path === prefix.slice(0, -1) || ctx.path.startsWith(prefix)))
      return next()
    if (ctx.path === prefix.slice(0, -1)) return ctx.redirect(prefix)
    if (!existsSync(join(dir, 'index.html'))) {
      ctx.status = 503
      ctx.type = 'html'
      ctx.body = notBuilt(name)
      return
    }
    const file = ctx.path.slice(prefix.length)
    if (file && existsSync(join(dir, file)) && !file.endsWith('/')) {
      await send(ctx, file, {
        root: dir,
        maxage: file.startsWith('assets/') ? 31536000000 : 0,
        immutable: file.startsWith('assets/')
      })
      return
    }
    // Client-side routes get the app; a missing asset is a plain 404.
    if (/\.[a-z0-9]+$/i.test(file)) return next()
    await send(ctx, 'index.html', { root: dir })
  }
}

/**
 * The API reference (`/openapi.json`, `/docs`), the live room's (`/asyncapi.json`, `/docs/live`), the console at
 * `/admin/` and the player at `/`, all from local files.
 */
export function staticFiles(app: Application, liveRoomDocument: () => object): Middleware[] {
  let document: unknown
  let liveDocument: unknown
  const webDist = join(repoRoot, 'web/dist')
  const docs: Middleware = async (ctx, next) => {
    if (ctx.method !== 'GET') return next()
    if (ctx.path === openApi) {
      ctx.body = document ??= openApiDocument(app)
    } else if (ctx.path === asyncApi) {
      ctx.body = liveDocument ??= liveRoomDocument()
    } else if (ctx.path === liveRoomReference || ctx.path === `${liveRoomReference}/`) {
      if (existsSync(join(webDist, liveDocsPage))) return send(ctx, liveDocsPage, { root: webDist })
      ctx.status = 503
      ctx.type = 'html'
      ctx.body = notBuilt('live room reference')
    } else if (ctx.path === docsAt || ctx.path === `${docsAt}/`) {
      ctx.type = 'html'
      ctx.body = docsPage
    } else if (ctx.path === `${docsAt}/init.js`) {
      ctx.type = 'application/javascript'
      ctx.body = docsInit
    } else if (ctx.path.startsWith(`${docsAt}/assets/`)) {
      await send(ctx, ctx.path.slice(`${docsAt}/assets/`.length), { root: swaggerDir })
    } else return next()
  }
  const apiNotFound: Middleware = async (ctx, next) => (ctx.path.startsWith('/api/') ? undefined : next())
  return [
    docs,
    apiNotFound,
    spa(sitePaths.console, join(repoRoot, 'console/dist'), 'console'),
    spa(sitePaths.player, webDist, 'player')
  ]
}
