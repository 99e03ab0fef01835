import type { Server, Socket } from 'socket.io'
import { NotFound, TooManyRequests } from '../errors.ts'
import type { SocketLimits } from './rate-limit-settings.ts'

type Ack = (...answer: unknown[]) => void

/**
 * Limits each connection's calls (Feathers service methods and live actions, each a socket.io event): at most
 * `inFlight` unanswered, of which `atOnce` run and the others wait their turn in order, and at most `calls.points`
 * every `calls.seconds` (a fixed window); past either limit, a call is refused at once with a 429. An event nobody
 * listens for is answered 404 naming it. Refusals go to the call's acknowledgement; an event sent without one is
 * dropped.
 */
export function limitSocketCalls(io: Server, { inFlight, atOnce, calls }: SocketLimits): void {
  // Answers made from templates: a flood is refused with thousands of them, and each new error would capture a stack.
  const full = new TooManyRequests(`Too many calls in flight on this connection: at most ${inFlight}`, {
    limit: 'socketCallsInFlight'
  }).toJSON()
  const tooMany = new TooManyRequests('').toJSON()
  const unknown = new NotFound('').toJSON()
  io.on('connection', (socket: Socket) => {
    let unanswered = 0
    let running = 0
    const waiting: (() => void)[] = []
    let windowEnds = 0
    let spent = 0
    socket.use((packet, next) => {
      const [event] = packet
      const last = packet.length - 1
      const ack = typeof packet[last] === 'function' ? (packet[last] as Ack) : undefined
      // Feathers adds its method listeners per connection, before any packet of it is read.
      if (socket.listenerCount(event) === 0) return ack?.({ ...unknown, message: `Unknown event '${String(event)}'` })
      if (unanswered >= inFlight) return ack?.(full)
      const now = Date.now()
      if (now >= windowEnds) [windowEnds, spent] = [now + calls.seconds * 1000, 0]
      if (spent >= calls.points) {
        const retryAfter = Math.max(1, Math.ceil((windowEnds - now) / 1000))
        const message = `Too many calls on this connection: at most ${calls.points} every ${calls.seconds} s.`
        return ack?.({
          ...tooMany,
          message: `${message} Try again in ${retryAfter} s.`,
          data: { limit: 'socketCalls', retryAfter }
        })
      }
      spent++
      unanswered++
      let answered = false
      // Feathers answers every call it runs through its last function argument, a no-op when the client wants none.
      const answer: Ack = (...args) => {
        if (!answered) {
          answered = true
          unanswered--
          running--
          // The next call waits for the event loop's next turn: answers that come back without I/O (the embedded
          // database's) would otherwise run a connection's whole queue before anyone else is read.
          const turn = waiting.shift()
          if (turn) setImmediate(turn)
        }
        ack?.(...args)
      }
      if (ack) packet[last] = answer
      else packet.push(answer)
      const run = () => {
        running++
        next()
      }
      // One connection's calls take turns, so that a flood of them cannot keep other clients waiting behind it.
      if (running < atOnce) run()
      else waiting.push(run)
    })
  })
}
