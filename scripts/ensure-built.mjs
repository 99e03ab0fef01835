// Before `npm start`: build the console, the player and the API when their bundle is missing or older than their
// sources.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { execSync } from 'node:child_process'
import { ensureApiBundle } from './build-api.mjs'

const newest = (dir) => {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

for (const app of ['console', 'web']) {
  // Each page of the app (the player's index.html and live-docs.html) is an entry of its build.
  const pages = readdirSync(app).filter((file) => file.endsWith('.html'))
  const sources = Math.max(
    newest(join(app, 'src')),
    // Both apps bundle the shared packages: a change of the client (its reconnects, say) is a change of the app.
    newest('schemas/src'),
    newest('client/src'),
    ...pages.map((page) => statSync(join(app, page)).mtimeMs)
  )
  const built = pages.map((page) => join(app, 'dist', page))
  if (built.some((page) => !existsSync(page) || statSync(page).mtimeMs < sources)) {
    console.log(`Building the ${app === 'web' ? 'player' : 'console'}...`)
    execSync(`npm run build -w ${app}`, { stdio: 'inherit' })
  }
}
await ensureApiBundle()
