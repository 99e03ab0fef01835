// The browser tests' music providers: the API stand-in (api/test) with real audio behind its stream URLs, each SDK's
// script from sdk/, and the Web API routes of routes/*.ts. Started by playwright.config.ts, never by `npm start`.
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { execFileSync } from 'node:child_process'
import { createPublicKey } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { musicProviderStandIn } from '../../api/test/playlists/stand-ins/music-providers.ts'
import { appleStandInKey } from './settings.ts'

type Route = (req: IncomingMessage, res: ServerResponse, url: URL, body: string) => boolean

const here = dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PROVIDERS_STAND_IN_PORT)
if (!port) throw new Error('PROVIDERS_STAND_IN_PORT is not set')

/** Five minutes of a 440 Hz tone with a tick each second: real audio a media element decodes and seeks in. */
function toneMp3(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'spinroom-stand-in-audio-')), 'tone.mp3')
  execFileSync(ffmpegInstaller.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:beep_factor=4:duration=300',
    '-ac',
    '1',
    '-b:a',
    '32k',
    file
  ])
  return readFileSync(file)
}

/** sdk/<name>.js: the stand-in scripts the settings name instead of each provider's SDK address. */
const sdk: Route = (_req, res, url) => {
  const match = /^\/sdk\/([a-z0-9-]+\.js)$/.exec(url.pathname)
  const file = match && join(here, 'sdk', match[1])
  if (!file || !existsSync(file)) return false
  res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(readFileSync(file))
  return true
}

const routes: Route[] = [sdk]
// Git keeps no empty folder: a checkout whose drivers add no routes has none.
const routeFiles = existsSync(join(here, 'routes')) ? readdirSync(join(here, 'routes')) : []
for (const name of routeFiles.filter((file) => file.endsWith('.ts')).sort()) {
  const module = (await import(join(here, 'routes', name))) as { route: Route }
  routes.push(module.route)
}

const { privateKeyPem, keyId, teamId } = appleStandInKey()
const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString()
const stand = musicProviderStandIn(
  { publicKeyPem, keyId, teamId },
  { audio: toneMp3(), extra: (req, res, url, body) => routes.some((route) => route(req, res, url, body)) }
)
await stand.start(port)
console.log(`music-provider stand-ins at http://127.0.0.1:${port}`)
