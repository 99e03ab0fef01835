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
  const index = join(app, 'dist', 'index.html')
  const sources = Math.max(newest(join(app, 'src')), newest('schemas/src'), statSync(join(app, 'index.html')).mtimeMs)
  if (!existsSync(index) || statSync(index).mtimeMs < sources) {
    console.log(`Building the ${app === 'web' ? 'player' : 'console'}...`)
    execSync(`npm run build -w ${app}`, { stdio: 'inherit' })
  }
}
await ensureApiBundle()
