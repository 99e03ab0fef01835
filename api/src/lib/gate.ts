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
  private readonly groups = new Map<string, (() => void)[]>()
  /** The group going in now, out of `groups`: a task of its key coming meanwhile starts a new group at the back. */
  private current: (() => void)[] = []

  constructor(private readonly limits: { atOnce: number; waiting: number; retryAfterS: number }) {}

  async run<T>(task: () => Promise<T>, key = ''): Promise<T> {
    if (this.running < this.limits.atOnce) this.running++
    else if (this.waiting >= this.limits.waiting)
      throw new Unavailable(SERVER_BUSY, { retryAfter: this.limits.retryAfterS })
    else await new Promise<void>((turn) => this.enqueue(key, turn))
    try {
      return await task()
    } finally {
      // The place passes straight to the next in line: a newcomer never overtakes a group that came before its own.
      const next = this.dequeue()
      if (next) next()
      else this.running--
    }
  }

  private enqueue(key: string, turn: () => void) {
    const group = this.groups.get(key)
    if (group) group.push(turn)
    else this.groups.set(key, [turn])
    this.waiting++
  }

  private dequeue(): (() => void) | undefined {
    if (!this.current.length) {
      const first = this.groups.entries().next()
      if (first.done) return undefined
      this.groups.delete(first.value[0])
      this.current = first.value[1]
    }
    this.waiting--
    return this.current.shift()
  }
}
