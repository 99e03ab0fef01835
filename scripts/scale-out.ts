import { startTopology } from './topology.ts'

/**
 * `npm run scale-out`: SCALE_OUT_PROCESSES (3) API processes on ports 3031 and up, on one DATABASE_URL and REDIS_URL,
 * behind HAProxy on BALANCER_PORT (3030); a process that dies is started again; Ctrl-C stops them all.
 */
const env = process.env
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!env[name]) {
    console.error(`scale-out: set ${name}: every API process must share one PostgreSQL database and one Redis`)
    process.exit(1)
  }
}
const first = Number(env.API_FIRST_PORT ?? 3031)
const topology = await startTopology({
  apiPorts: Array.from({ length: Number(env.SCALE_OUT_PROCESSES ?? 3) }, (_, i) => first + i),
  balancerPort: Number(env.BALANCER_PORT ?? 3030),
  balancerAddress: env.BALANCER_ADDRESS,
  env: {},
  supervise: true,
  // Not at once: on a 2-core machine a process booting while the dead one's listeners come back competes with the
  // survivor for the CPU and slows their return (docs/contributing/development.md, "The evening").
  restartDelayMs: Number(env.SCALE_OUT_RESTART_SECONDS ?? 30) * 1000,
  output: (name, line) => console.log(`[${name}] ${line}`)
})
console.log(
  `Spinroom scaled out: ${topology.url} (HAProxy) → ${topology.processes.map((p) => `${p.name} ${p.url}`).join(', ')}`
)
let stopping = false
const stop = () => {
  stopping = true
  void topology.stop().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
topology.balancer.once('exit', () => stopping || stop())
