import { socketPath } from '@spinroom/schemas'
import { io, type Socket } from 'socket.io-client'

/** A Feathers error as an acknowledgement carries it. */
export interface AckError {
  code: number
  message: string
  errors?: { field: string; message: string }[]
}

/** A socket.io connection to the server at `url`, once connected. */
export async function connectSocket(url: string): Promise<Socket> {
  const socket = io(url, { path: socketPath, transports: ['websocket'], forceNew: true })
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return socket
}

// Far from the ids socket.io-client numbers its own acknowledgements with.
let calls = 100_000

/**
 * Calls a Feathers service method with its arguments written as JSON text, as a hostile client may (numbers past
 * doubles, nesting that JSON.stringify overflows on); answers the acknowledgement's error, `null` on success.
 */
export function rawCall(socket: Socket, method: string, path: string, args: string): Promise<AckError | null> {
  const id = ++calls
  const engine = socket.io.engine
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no acknowledgement of ${method} ${path}`)), 5000)
    const onMessage = (data: unknown) => {
      const text = String(data)
      if (!text.startsWith(`3${id}[`)) return
      clearTimeout(timer)
      engine.off('message', onMessage)
      resolve((JSON.parse(text.slice(`3${id}`.length)) as [AckError | null])[0])
    }
    engine.on('message', onMessage)
    engine.send(`2${id}[${JSON.stringify(method)},${JSON.stringify(path)},${args}]`)
  })
}

/** Sends a packet as raw socket.io text, answered or not; its id is taken from the same count as `rawCall`'s. */
export const rawPacket = (socket: Socket, type: string, body: string) =>
  socket.io.engine.send(`${type}${++calls}${body}`)
