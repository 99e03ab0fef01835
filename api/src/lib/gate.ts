import { Unavailable } from '@feathersjs/errors'

export const SERVER_BUSY = 'The server is busy: try again in a moment'

/**
 * Runs at most `atOnce` tasks together; the others wait their turn in the order they came, and past `waiting` of them
 * a task is refused at once with a 503 whose `data.retryAfter` gives the seconds to wait.
 */
export class Gate {
  private running = 0
  private readonly queue: (() => void)[] = []

  constructor(private readonly limits: { atOnce: number; waiting: number; retryAfterS: number }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.atOnce) this.running++
    else if (this.queue.length >= this.limits.waiting)
      throw new Unavailable(SERVER_BUSY, { retryAfter: this.limits.retryAfterS })
    else await new Promise<void>((turn) => this.queue.push(turn))
    try {
      return await task()
    } finally {
      // The place passes straight to the first in line: a newcomer never overtakes those waiting.
      const next = this.queue.shift()
      if (next) next()
      else this.running--
    }
  }
}
