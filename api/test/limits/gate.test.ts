import { describe, expect, it } from 'vitest'
import { Gate, SERVER_BUSY } from '../../src/lib/gate.ts'

/** A task that runs until it is finished (or failed) from outside, and notes when it started. */
function task(name: string, started: string[]) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name)
    fail = reject
  })
  return {
    run: () => {
      started.push(name)
      return done
    },
    finish,
    fail
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))
/** What a run came to, read without leaving a refusal unhandled meanwhile. */
const outcome = (result: Promise<string>) =>
  result.then(
    (value) => value,
    (error: Error) => `failed: ${error.message}`
  )

describe('Gate', () => {
  it('runs at most its number at once and lets the others in, one per place freed, in the order they came', async () => {
    const gate = new Gate({ atOnce: 2, waiting: 10, retryAfterS: 2 })
    const started: string[] = []
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => task(name, started))
    const results = tasks.map((t) => outcome(gate.run(t.run)))
    await turn()
    expect(started).toEqual(['a', 'b'])
    tasks[1].finish()
    await turn()
    expect(started).toEqual(['a', 'b', 'c'])
    // A newcomer while others wait goes behind them.
    const late = task('late', started)
    const lateResult = outcome(gate.run(late.run))
    tasks[0].fail(new Error('a failed'))
    await turn()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    tasks[2].finish()
    tasks[3].finish()
    await turn()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'late'])
    tasks[4].finish()
    late.finish()
    expect(await Promise.all([...results, lateResult])).toEqual(['failed: a failed', 'b', 'c', 'd', 'e', 'late'])
  })

  it('lets those waiting in by group: all of the first key that came, then the next key', async () => {
    const gate = new Gate({ atOnce: 2, waiting: 10, retryAfterS: 2 })
    const started: string[] = []
    const all: ({ name: string } & ReturnType<typeof task>)[] = []
    const enter = (name: string) => {
      const t = { name, ...task(name, started) }
      all.push(t)
      return outcome(gate.run(t.run, name[0]))
    }
    const results = ['x1', 'x2', 'a1', 'b1', 'a2', 'b2', 'a3'].map(enter)
    await turn()
    expect(started).toEqual(['x1', 'x2'])
    const finish = async (...names: string[]) => {
      for (const name of names) all.find((t) => t.name === name)!.finish()
      await turn()
    }
    await finish('x1', 'x2')
    expect(started).toEqual(['x1', 'x2', 'a1', 'a2'])
    // A newcomer of a group still waiting goes with it; one of the group going in waits behind the groups after it.
    results.push(enter('b3'), enter('a4'))
    await finish('a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'a4')
    expect(started).toEqual(['x1', 'x2', 'a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'a4'])
    expect(await Promise.all(results)).toEqual(['x1', 'x2', 'a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4'])
  })

  it('refuses at once past its waiting line, 503 with a retry hint, and takes tasks again once there is room', async () => {
    const gate = new Gate({ atOnce: 1, waiting: 2, retryAfterS: 3 })
    const started: string[] = []
    const tasks = ['a', 'b', 'c'].map((name) => task(name, started))
    const results = tasks.map((t) => gate.run(t.run))
    const refused = task('refused', started)
    await expect(gate.run(refused.run)).rejects.toMatchObject({
      code: 503,
      message: SERVER_BUSY,
      data: { retryAfter: 3 }
    })
    tasks[0].finish()
    await turn()
    const again = task('again', started)
    const againResult = gate.run(again.run)
    for (const t of [...tasks.slice(1), again]) {
      t.finish()
      await turn()
    }
    expect(await Promise.all([...results, againResult])).toEqual(['a', 'b', 'c', 'again'])
    expect(started).toEqual(['a', 'b', 'c', 'again'])
  })
})
