import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can take down and bring back on the same port, as
 * a restart of that server looks to its clients: open connections cut, new ones refused, then accepted again.
 */
export class TcpProxy {
  private server?: Server
  private sockets = new Set<Socket>()
  port = 0

  get running(): boolean {
    return !!this.server
  }

  constructor(
    private targetHost: string,
    private targetPort: number
  ) {}

  async start(): Promise<this> {
    // No Nagle on either leg: a proxy that holds a small write for the last one's ACK, which the far side delays by
    // 40 ms, added 40 and 80 ms to queries and Redis messages (the evening's fan-out tails).
    const server = createServer({ noDelay: true }, (client) => {
      const upstream = connect({ port: this.targetPort, host: this.targetHost, noDelay: true })
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
    return this
  }

  /** Down: every connection cut, the port closed. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
