import type { Server, Socket } from 'socket.io'
import { NotFound, TooManyRequests } from '../errors.ts'
import type { SocketLimits } from './rate-limit-settings.ts'

type Ack = (...answer: unknown[]) => void

// Answers made from templates: a flood is refused with thousands of them, and each new error would capture a stack.
const tooMany = new TooManyRequests('').toJSON()

/**
 * One connection's calls, whatever its transport: at most `inFlight` unanswered, of which `atOnce` run and the others
 * wait their turn in order, and at most `calls.points` every `calls.seconds` (a fixed window); past either limit, a
 * call is refused at once with a 429.
 */
export class CallGate {
  private unanswered = 0
  private running = 0
  private waiting: (() => void)[] = []
  private windowEnds = 0
  private spent = 0

  constructor(private limits: SocketLimits) {}

  /** Made when first refused: thousands of connections join at once, and few ever fill up. */
  private get full(): object {
    return {
      ...tooMany,
      message: `Too many calls in flight on this connection: at most ${this.limits.inFlight}`,
      data: { limit: 'socketCallsInFlight' }
    }
  }

  /** Runs `run` now or in its turn, handing it the `done` it must call once answered; or answers `refuse` at once. */
  admit(run: (done: () => void) => void, refuse: (error: object) => void): void {
    const { inFlight, atOnce, calls } = this.limits
    if (this.unanswered >= inFlight) return refuse(this.full)
    const now = Date.now()
    if (now >= this.windowEnds) [this.windowEnds, this.spent] = [now + calls.seconds * 1000, 0]
    if (this.spent >= calls.points) {
      const retryAfter = Math.max(1, Math.ceil((this.windowEnds - now) / 1000))
      const message = `Too many calls on this connection: at most ${calls.points} every ${calls.seconds} s.`
      return refuse({
        ...tooMany,
        message: `${message} Try again in ${retryAfter} s.`,
        data: { limit: 'socketCalls', retryAfter }
      })
    }
    this.spent++
    this.unanswered++
    let answered = false
    const done = () => {
      if (answered) return
      answered = true
      this.unanswered--
      this.running--
      // The next call waits for the event loop's next turn: answers that come back without I/O (the embedded
      // database's) would otherwise run a connection's whole queue before anyone else is read.
      const turn = this.waiting.shift()
      if (turn) setImmediate(turn)
    }
    const start = () => {
      this.running++
      run(done)
    }
    // One connection's calls take turns, so that a flood of them cannot keep other clients waiting behind it.
    if (this.running < atOnce) start()
    else this.waiting.push(start)
  }
}

/**
 * Limits each socket.io connection's calls (Feathers service methods and live actions, each a socket.io event) with a
 * CallGate. An event nobody listens for is answered 404 naming it. Refusals go to the call's acknowledgement; an event
 * sent without one is dropped.
 */
export function limitSocketCalls(io: Server, limits: SocketLimits): void {
  const unknown = new NotFound('').toJSON()
  io.on('connection', (socket: Socket) => {
    const gate = new CallGate(limits)
    socket.use((packet, next) => {
      const [event] = packet
      const last = packet.length - 1
      const ack = typeof packet[last] === 'function' ? (packet[last] as Ack) : undefined
      // Feathers adds its method listeners per connection, before any packet of it is read.
      if (socket.listenerCount(event) === 0) return ack?.({ ...unknown, message: `Unknown event '${String(event)}'` })
      gate.admit(
        (done) => {
          // Feathers answers every call it runs through its last function argument, a no-op when the client wants none.
          const answer: Ack = (...args) => {
            done()
            ack?.(...args)
          }
          if (ack) packet[last] = answer
          else packet.push(answer)
          next()
        },
        (error) => ack?.(error)
      )
    })
  })
}
