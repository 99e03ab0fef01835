import { chmod, mkdir, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { join, relative } from 'node:path'

/** The data directory's control socket: whoever listens on it owns the embedded database. */
const SOCKET_NAME = 'control.sock'
/** What the kernel takes for a Unix socket's path (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107
/** The one request the socket answers: a snapshot of the embedded database (PGlite's `dumpDataDir`, a tar). */
const DATABASE_PATH = '/database'

/** The shorter of the socket's absolute path and its path from here, whichever fits the kernel's limit. */
export function controlSocketPath(dataDir: string): string {
  const absolute = join(dataDir, SOCKET_NAME)
  const here = relative(process.cwd(), absolute)
  const path = here.length < absolute.length ? here : absolute
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH)
    throw new Error(
      `DATA_DIR (${dataDir}) is too long for its control socket (${Buffer.byteLength(path)} bytes, at most ` +
        `${MAX_SOCKET_PATH}): choose a shorter DATA_DIR or start from a folder nearer to it`
    )
  return path
}

// Each request on a connection of its own (`agent: false`): a kept-alive one outlives the server that answered it.
const answers = (path: string) =>
  new Promise<boolean>((resolve) => {
    const req = request({ socketPath: path, path: '/', method: 'HEAD', timeout: 5_000, agent: false }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(false))
    req.end()
  })

/** The data directory held by this process, and how it answers a backup's request for the database. */
export interface DataDirHold {
  /** From now on, a backup's request is answered with `dump()`'s bytes. */
  serve(dump: () => Promise<Buffer>): void
  release(): Promise<void>
}

/**
 * Takes the data directory's control socket, refusing when another process answers on it (a server or a backup already
 * holds the embedded database: two processes writing one PGlite directory corrupt it).
 */
export async function holdDataDir(dataDir: string, holder: string): Promise<DataDirHold> {
  await mkdir(dataDir, { recursive: true })
  const path = controlSocketPath(dataDir)
  if (await answers(path))
    throw new Error(`Another Spinroom process (a server or a backup) holds DATA_DIR (${dataDir}): stop it first`)
  // A socket nobody answers on was left by a process that died.
  await rm(path, { force: true })
  let dump: (() => Promise<Buffer>) | undefined
  const server: Server = createServer((req, res) => {
    if (req.method === 'HEAD') return void res.writeHead(204, { 'x-holder': holder }).end()
    if (req.method !== 'GET' || req.url !== DATABASE_PATH) return void res.writeHead(404).end('not found')
    if (!dump) return void res.writeHead(503).end(`the ${holder} on this data directory is still starting`)
    dump().then(
      (bytes) => res.writeHead(200, { 'content-type': 'application/x-tar' }).end(bytes),
      (error: Error) => res.writeHead(500).end(`the ${holder} could not dump its database: ${error.message}`)
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  // Only the data directory's owner may ask for its database.
  await chmod(path, 0o600)
  return {
    serve: (fn) => void (dump = fn),
    release: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/**
 * The embedded database of the server running on `dataDir`, asked through its control socket; null when no process
 * listens there.
 */
export async function databaseFromServer(dataDir: string): Promise<Buffer | null> {
  const path = controlSocketPath(dataDir)
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: DATABASE_PATH, method: 'GET', agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        if (res.statusCode === 200) resolve(body)
        else reject(new Error(`The server on DATA_DIR (${dataDir}) refused the backup: ${body.toString()}`))
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error)
    )
    req.end()
  })
}
