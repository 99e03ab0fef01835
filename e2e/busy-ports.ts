import { execFileSync } from 'node:child_process'

// Tries to listen on each port (on 127.0.0.1, where the runs' servers listen) and prints those that are taken.
const probe = `
const { createServer } = require('node:net')
const ports = process.argv.slice(1).map(Number)
const busy = []
let left = ports.length
for (const port of ports) {
  const server = createServer()
  server.once('error', () => { busy.push(port); if (--left === 0) console.log(JSON.stringify(busy)) })
  server.listen(port, '127.0.0.1', () => server.close(() => { if (--left === 0) console.log(JSON.stringify(busy)) }))
}`

/** The ports of `ports` that something already listens on (checked in a child process: the config is synchronous). */
export function busyPorts(ports: number[]): number[] {
  if (!ports.length) return []
  const busy = JSON.parse(execFileSync(process.execPath, ['-e', probe, ...ports.map(String)], { encoding: 'utf8' }))
  return (busy as number[]).sort((a, b) => a - b)
}
