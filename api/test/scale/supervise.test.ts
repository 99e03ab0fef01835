import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { startTopology, type Topology } from '../../../scripts/topology.ts'
import { testDatabase } from '../helpers/database.ts'
import { newSigningKey } from '../helpers/server.ts'
import { freePort } from '../helpers/free-port.ts'
import { eventually } from '../helpers/wait.ts'
import { missing, needing } from '../helpers/needs.ts'

// Two processes cannot share the in-memory database; HAProxy is looked for only when the servers are there.
const skipped = needing(
  missing.postgres,
  missing.redis,
  missing.postgres || missing.redis ? undefined : missing.haproxy()
)

let topology: Topology
let dataDir: string
let dropDatabase: () => Promise<void>
const output: string[] = []

beforeAll(async () => {
  if (skipped.skip) return
  const db = await testDatabase()
  dropDatabase = db.drop
  const jwtPrivateKey = await newSigningKey()
  dataDir = mkdtempSync(join(tmpdir(), 'spinroom-supervise-'))
  topology = await startTopology({
    apiPorts: [await freePort(), await freePort()],
    balancerPort: await freePort(),
    balancerAddress: '127.0.0.1',
    env: { DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL, JWT_PRIVATE_KEY: jwtPrivateKey, DATA_DIR: dataDir },
    supervise: true,
    output: (name, line) => output.push(`[${name}] ${line}`)
  })
}, 240_000)

afterAll(async () => {
  await topology?.stop()
  await dropDatabase?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const healthy = async (url: string) => (await fetch(`${url}/health/ready`).catch(() => null))?.status === 200

describe('npm run scale-out supervises its API processes', { timeout: 120_000, ...skipped }, () => {
  it('starts a killed process again at once on its port, and one that dies again soon after a second', async () => {
    onTestFailed(() => console.log(output.join('\n')))
    const [first, other] = topology.processes
    const otherPid = other.child.pid
    first.child.kill('SIGKILL')
    const again = await topology.restart(first)
    expect(again).not.toBe(first)
    expect(again.child.pid).not.toBe(first.child.pid)
    expect(again.port).toBe(first.port)
    expect(topology.processes.map((p) => p.name)).toEqual(['api1', 'api2'])
    expect(topology.processes[0]).toBe(again)
    expect(topology.processes[1].child.pid).toBe(otherPid)
    expect(await healthy(again.url)).toBe(true)
    expect(output).toContain('[api1] exited (SIGKILL)')
    expect(output).toContain('[api1] starting it again')

    // Dead again within a minute of its start: a crash loop waits, 1 s and doubling.
    again.child.kill('SIGKILL')
    const third = await topology.restart(again)
    expect(output).toContain('[api1] starting it again in 1 s')
    expect(await healthy(third.url)).toBe(true)
    expect(await healthy(topology.url)).toBe(true)
    // The balancer takes it back (its checks: 2 in a row, a second apart).
    await eventually(
      async () => output.filter((line) => /Server api\/api1 is UP/.test(line)).length,
      (ups) => ups >= 1,
      20_000
    )
  })

  it('leaves a process stopped by the topology itself stopped', async () => {
    const children = topology.processes.map((p) => p.child)
    await topology.stop()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(children.every((child) => child.exitCode !== null || child.signalCode)).toBe(true)
    expect(topology.processes.map((p) => p.child)).toEqual(children)
    expect(output.filter((line) => line.includes('starting it again'))).toHaveLength(2)
    expect(output.filter((line) => line.includes('exited'))).toHaveLength(2)
  })
})
