// kill -9 of one API process in the middle of the evening: its listeners must be back in their rooms within 5 s
// (through HAProxy, on the other process); the process is then started again, once they are back. With
// BENCH_EVENING_SUPERVISE=1 it is started at once, as `npm run scale-out`'s supervisor does: on a 2-core machine that
// made the return slower (docs/contributing/development.md, "The evening").
import type { ApiProcess } from '../../../../scripts/topology.ts'
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
    const ready = (fresh: ApiProcess) => ({ fresh, readyAt: Date.now() })
    // Supervised, the restart under way since the kill.
    const supervised = evening.world.supervised ? topology.restart(victim).then(ready) : null
    const back = await listenersBack(evening, from)
    const restartFrom = supervised ? from : Date.now()
    const { fresh, readyAt } = await (supervised ?? topology.restart(victim).then(ready))
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
        `${fresh.name} started again ${supervised ? 'at once' : 'once they were back'}, ready ` +
          `${((readyAt - restartFrom) / 1000).toFixed(1)} s after (pid ${fresh.child.pid})`
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
