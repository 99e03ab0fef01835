import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'

/**
 * Holds what a socket is given to write until the current turn of the event loop has run its callbacks and promises,
 * then writes it with one system call. A rejoin's upgrade answer and engine.io's open packet, or the packets engine.io
 * had queued, were each a `writev` of their own: on a busy machine each cost 100 µs and more (over loopback the kernel
 * runs the balancer's side in the call). A join's answer and its user data still go in two: engine.io sends the next
 * packet only once the last one's write has called back.
 */
export function coalesceWrites(socket: Duplex): void {
  const { write, destroy } = socket
  let held = false
  const release = () => {
    if (!held) return
    held = false
    socket.uncork()
  }
  socket.write = function (this: Duplex, ...args: Parameters<Duplex['write']>) {
    if (!held) {
      held = true
      socket.cork()
      process.nextTick(release)
    }
    return write.apply(this, args)
  } as Duplex['write']
  // A socket destroyed in the turn that wrote to it still sends what it was given (a refusal before a close).
  socket.destroy = function (this: Duplex, ...args: Parameters<Duplex['destroy']>) {
    release()
    return destroy.apply(this, args)
  } as Duplex['destroy']
}

/** ws's server (socket.io's `wsEngine`) whose connections coalesce their writes, the upgrade's answer included. */
export class CoalescingWebSocketServer extends WebSocketServer {
  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callback: (client: WebSocket, request: IncomingMessage) => void
  ): void {
    coalesceWrites(socket)
    super.handleUpgrade(request, socket, head, callback)
  }
}
