// Listening on several sockets of one port (LISTEN_SOCKETS): every connection reaches the app's server whichever
// socket took it, a port held elsewhere is refused as before, and a Node or system that cannot share a port says so.
import { createServer as createHttpServer, request, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import pino from 'pino'
import { listenShared, type Listening } from '../../src/lib/listen.ts'
import { loadConfig } from '../../src/configuration.ts'
import { freePort } from '../helpers/free-port.ts'
import { logCapture } from '../helpers/log-capture.ts'

// SO_REUSEPORT from Node: `reusePort` in listen, since 22.12 (and 23.1).
const [major, minor] = process.versions.node.split('.').map(Number)
const nodeShares = process.platform === 'linux' && (major > 22 || (major === 22 && minor >= 12))

function logged() {
  const { lines, destination } = logCapture()
  return { log: pino({ level: 'warn' }, destination), lines }
}

const answered = (port: number) =>
  new Promise<string>((resolve, reject) => {
    // A new connection for each call (no agent), so that the kernel spreads them over the sockets.
    request({ port, host: '127.0.0.1', path: '/', agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve(body))
    })
      .on('error', reject)
      .end()
  })

const opened: (Listening | Server)[] = []
afterEach(async () => {
  for (const item of opened.splice(0))
    await ('server' in item ? item.close().then(() => closeServer(item.server)) : closeServer(item))
})
const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve))

/** The app's listen, as index.ts passes it: an HTTP server answering 'ok'. */
const appListen = (options: object) =>
  new Promise<Server>((resolve, reject) => {
    const server = createHttpServer((_req, res) => res.end('ok'))
    server.once('error', reject)
    server.listen(options, () => resolve(server))
  })

describe('listening on several sockets of one port', () => {
  it('answers every connection, whichever socket accepted it', async () => {
    const port = await freePort()
    const { log, lines } = logged()
    const listening = await listenShared(appListen, { port, host: '127.0.0.1', backlog: 511, sockets: 4 }, log)
    opened.push(listening)
    const answers = await Promise.all(Array.from({ length: 200 }, () => answered(port)))
    expect(answers.every((a) => a === 'ok')).toBe(true)
    if (nodeShares) {
      // The kernel spreads the 200 over the four: those of the other three reached the app's server too.
      expect(listening.sockets).toBe(4)
      expect(lines).toEqual([])
    } else {
      expect(listening.sockets).toBe(1)
      expect(lines).toMatchObject([{ msg: 'listening: this system cannot share the port (SO_REUSEPORT)', sockets: 1 }])
    }
  })

  it('refuses a port another server holds (EADDRINUSE), and listens nowhere', async () => {
    const port = await freePort()
    const holder = await appListen({ port, host: '127.0.0.1' })
    opened.push(holder)
    let listened = false
    const listen = (options: object) => ((listened = true), appListen(options))
    await expect(
      listenShared(listen, { port, host: '127.0.0.1', backlog: 511, sockets: 4 }, logged().log)
    ).rejects.toMatchObject({ code: 'EADDRINUSE' })
    expect(listened).toBe(false)
  })

  it('refuses a port that another process sharing its port holds: two servers never split one port', async () => {
    const port = await freePort()
    const first = await listenShared(appListen, { port, host: '127.0.0.1', backlog: 511, sockets: 4 }, logged().log)
    opened.push(first)
    await expect(
      listenShared(appListen, { port, host: '127.0.0.1', backlog: 511, sockets: 4 }, logged().log)
    ).rejects.toMatchObject({ code: 'EADDRINUSE' })
    expect(await answered(port)).toBe('ok')
  })

  it('stops accepting at once on close, while connections its sockets took are still open', async () => {
    const port = await freePort()
    const listening = await listenShared(appListen, { port, host: '127.0.0.1', backlog: 511, sockets: 4 }, logged().log)
    opened.push(listening)
    // Kept-alive connections, as the demo DJs' sockets and a browser's keep-alive hold them until the app's teardown.
    const held = Array.from({ length: 40 }, () => connect({ port, host: '127.0.0.1' }).on('error', () => undefined))
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once('connect', resolve))))
    const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))
    expect(await Promise.race([listening.close().then(() => 'closed'), late])).toBe('closed')
    // The app's own socket still answers until its teardown.
    expect(await answered(port)).toBe('ok')
    for (const socket of held) socket.destroy()
  })

  it('listens on one socket of a free port when the port is 0, and on one when told so', async () => {
    const { log, lines } = logged()
    const any = await listenShared(appListen, { port: 0, host: '127.0.0.1', backlog: 511, sockets: 4 }, log)
    opened.push(any)
    expect(any.sockets).toBe(1)
    expect(await answered((any.server.address() as { port: number }).port)).toBe('ok')
    const port = await freePort()
    const one = await listenShared(appListen, { port, host: '127.0.0.1', backlog: 511, sockets: 1 }, log)
    opened.push(one)
    expect(one.sockets).toBe(1)
    expect(await answered(port)).toBe('ok')
    expect(lines).toEqual([])
  })
})

describe('LISTEN_SOCKETS', () => {
  it('is 32 when unset; a whole number from 1 to 64; anything else stops the start, naming the setting', () => {
    expect(loadConfig({}).listenSockets).toBe(32)
    expect(loadConfig({ LISTEN_SOCKETS: '1' }).listenSockets).toBe(1)
    expect(loadConfig({ LISTEN_SOCKETS: ' 64 ' }).listenSockets).toBe(64)
    for (const wrong of ['0', '65', '-2', '4.5', 'many', '8\0'])
      expect(() => loadConfig({ LISTEN_SOCKETS: wrong })).toThrow(
        `LISTEN_SOCKETS must be a number of sockets from 1 to 64, such as 32: got '${wrong}'`
      )
  })
})
