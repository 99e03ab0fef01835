import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'

/**
 * Holds what a socket is given to write until the current turn of the event loop has run its callbacks and promises,
 * then writes it with one system call. A rejoin's upgrade answer and engine.io's open packet, a join's answer and the
 * room's user data, or two room messages in one turn were each a `writev` of their own: over loopback to the balancer
 * each cost tens of microseconds, a fifth of a process's CPU while it took back a killed process's listeners.
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
