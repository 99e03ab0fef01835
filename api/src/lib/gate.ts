import { Unavailable } from '@feathersjs/errors'

export const SERVER_BUSY = 'The server is busy: try again in a moment'

/**
 * Runs at most `atOnce` tasks together; the others wait their turn, and past `waiting` of them a task is refused at
 * once with a 503 whose `data.retryAfter` gives the seconds to wait. Those waiting are grouped by their key, and a
 * group goes in whole before the next: the groups in the order they came, each group's tasks in theirs. Tasks of one
 * key (joins of one room) then run together, where their work can be shared, instead of one at a time among others.
 */
export class Gate {
  private running = 0
  private waiting = 0
  private readonly queue = new Map<string, (() => void)[]>()

  constructor(private readonly limits: { atOnce: number; waiting: number; retryAfterS: number }) {}

  async run<T>(task: () => Promise<T>, key = ''): Promise<T> {
    if (this.running < this.limits.atOnce) this.running++
    else if (this.waiting >= this.limits.waiting)
      throw new Unavailable(SERVER_BUSY, { retryAfter: this.limits.retryAfterS })
    else await new Promise<void>((turn) => this.enqueue(key, turn))
    try {
      return await task()
    } finally {
      // The place passes straight to the next in line: a newcomer never overtakes the groups waiting.
      const next = this.dequeue()
      if (next) next()
      else this.running--
    }
  }

  private enqueue(key: string, turn: () => void) {
    const group = this.queue.get(key)
    if (group) group.push(turn)
    else this.queue.set(key, [turn])
    this.waiting++
  }

  private dequeue(): (() => void) | undefined {
    const first = this.queue.entries().next()
    if (first.done) return undefined
    const [key, group] = first.value
    const turn = group.shift()!
    if (!group.length) this.queue.delete(key)
    this.waiting--
    return turn
  }
}
