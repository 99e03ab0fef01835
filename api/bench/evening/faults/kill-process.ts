// kill -9 of one API process in the middle of the evening: its listeners must be back in their rooms within 5 s
// (through HAProxy, on the other process and on the killed one once the topology's supervisor has started it again).
import type { Evening, Fault, FaultReport } from '../evening.ts'
import { listenersBack, probed } from './watch.ts'

const BACK_WITHIN_MS = 5000

export const killProcess: Fault = {
  name: 'kill -9 of one API process',
  async run(evening: Evening): Promise<FaultReport> {
    const { topology } = evening.world
    const victim = topology.processes[0]
    const from = Date.now()
    victim.child.kill('SIGKILL')
    // The supervisor starts it again at once (topology's `supervise`): the restart under way.
    const again = topology.restart(victim).then((fresh) => ({ fresh, readyAt: Date.now() }))
    const back = await listenersBack(evening, from)
    const { fresh, readyAt } = await again
    const to = Date.now()
    const rest = probed(evening, from, to)
    return {
      name: this.name,
      from,
      to,
      saw: [
        `${back.cut} listeners cut; half back in ${(back.halfMs / 1000).toFixed(1)} s, the last in ` +
          `${(back.slowestMs / 1000).toFixed(1)} s ` +
          `(${back.joined} of ${evening.crowd.size} in their rooms after)`,
        `their last try's steps, p50 (socket.io): ${back.lastTry}`,
        `REST probe during: ${rest.statuses}; slowest ${rest.slowestMs.toFixed(0)} ms`,
        `${victim.name} ready again ${((readyAt - from) / 1000).toFixed(1)} s after the kill (${fresh.name}, pid ${fresh.child.pid})`
      ],
      checks: [
        {
          what: `every listener back within ${BACK_WITHIN_MS / 1000} s`,
          ok: back.allBack && back.slowestMs <= BACK_WITHIN_MS
        },
        { what: 'some listeners were on the killed process', ok: back.cut > 0 }
      ]
    }
  }
}
