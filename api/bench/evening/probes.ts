// What the evening watches while it runs: REST under load beside the bare SQL baseline, each API process's memory
// (RSS) and event-loop lag over time, read from its /metrics, and where the machine's CPU went.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Account } from './accounts.ts'
import { call, failureKind } from './http.ts'
import { startMachineProbe, type MachineSample } from './machine.ts'
import type { Tally } from './tally.ts'
import type { World } from './world.ts'

export interface RestSample {
  at: number
  ms: number
  status: number
  during: string | null
}

export interface ProcessSample {
  at: number
  process: string
  rssMb: number
  lagP99Ms: number
  /** The longest event-loop stall since the last sample: a stall of seconds hides below the p99 of a 10 ms timer. */
  lagMaxMs: number
  /** Seconds spent in garbage collection since the process started, all kinds. */
  gcSeconds: number
  /** Real-time connections open on the process, both transports. */
  sockets: number
}

export interface Probes {
  rest: { api: RestSample[]; bare: RestSample[] }
  processes: ProcessSample[]
  machine: MachineSample[]
  stop(): Promise<void>
}

const PROBED = '/api/user-service/admin/users?limit=20'

/** The value of a Prometheus metric without labels in a /metrics text. */
const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)

/** The sum of a Prometheus metric over all its labels in a /metrics text. */
const sumOf = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce((a, m) => a + Number(m[1]), 0)

export async function startProbes(world: World, admin: Account, tally: Tally, sampleSeconds: number): Promise<Probes> {
  const bare = fork(fileURLToPath(new URL('./bare-rest.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_EVENING_BARE_DATABASE_URL: world.db.url }
  })
  const bareUrl = await new Promise<string>((resolve, reject) => {
    bare.once('message', (m: { url: string }) => resolve(m.url))
    bare.once('exit', (code) => reject(new Error(`the bare REST server exited (${code})`)))
  })
  const machine = startMachineProbe(() => new Map(world.topology.processes.map((p) => [p.child.pid!, p.name])))
  const probes: Probes = {
    rest: { api: [], bare: [] },
    processes: [],
    machine: machine.samples,
    stop: async () => undefined
  }
  let running = true
  // One call to each after the other, a fifth of a second apart: the REST a console user waits for.
  const rest = (async () => {
    while (running) {
      const api = await call(world.url, 'GET', PROBED, { token: admin.token })
      const apiBegan = Date.now() - api.ms
      probes.rest.api.push({ at: Date.now(), ms: api.ms, status: api.status, during: tally.at(apiBegan) })
      if (api.status !== 200) tally.count('rest probe', failureKind(api, `GET ${PROBED.split('?')[0]}`), apiBegan)
      const base = await call(bareUrl, 'GET', '')
      probes.rest.bare.push({
        at: Date.now(),
        ms: base.ms,
        status: base.status,
        during: tally.at(Date.now() - base.ms)
      })
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  const sample = async () => {
    for (const p of world.topology.processes) {
      const answer = await call(p.url, 'GET', '/metrics', { token: world.metricsToken, timeoutMs: 5000 })
      if (answer.status !== 200) continue
      probes.processes.push({
        at: Date.now(),
        process: p.name,
        rssMb: metric(answer.text, 'process_resident_memory_bytes') / 1024 ** 2,
        lagP99Ms: metric(answer.text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
        lagMaxMs: metric(answer.text, 'nodejs_eventloop_lag_max_seconds') * 1000,
        gcSeconds: sumOf(answer.text, 'nodejs_gc_duration_seconds_sum'),
        sockets: sumOf(answer.text, 'spinroom_sockets_connected')
      })
    }
  }
  await sample()
  const sampler = setInterval(() => void sample(), sampleSeconds * 1000)
  probes.stop = async () => {
    running = false
    clearInterval(sampler)
    machine.stop()
    await rest
    const exited = new Promise((r) => bare.once('exit', r))
    bare.send('stop')
    await exited
  }
  return probes
}
