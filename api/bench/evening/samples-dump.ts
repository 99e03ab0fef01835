// The evening's raw samples as JSON, when BENCH_EVENING_SAMPLES names a file: each timed vote and chat, each listener
// thread's and API process's load over time, each cut listener's return, and the faults' windows, to find what lies
// behind a tail.
import { writeFileSync } from 'node:fs'
import type { Evening, FaultReport } from './evening.ts'

export function dumpSamples(evening: Evening, faults: FaultReport[], file = process.env.BENCH_EVENING_SAMPLES): void {
  if (!file) return
  const { stage, crowd, probes, startedAt } = evening
  const samples = {
    startedAt,
    faults: faults.map(({ name, from, to }) => ({ name, from, to })),
    vote: stage.timings.vote,
    chat: stage.timings.chat,
    listenerThreads: crowd.loads,
    returns: crowd.returnsSince(0),
    processes: probes.processes,
    machine: probes.machine
  }
  writeFileSync(file, JSON.stringify(samples))
  console.log(`the evening's samples: ${file}`)
}
