import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../src/lib/repo-root.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { findHaproxy, renderHaproxyConfig } from '../../../scripts/topology.ts'

const deploy = (name: string) => readFileSync(join(repoRoot, 'deploy', name), 'utf8')

interface Rule {
  alert: string
  expr: string
  for: string
  labels: { severity: string }
  annotations: { summary: string; description: string }
}

const prometheus = parse(deploy('prometheus.yml'))
const alerts: { groups: { name: string; rules: Rule[] }[] } = parse(deploy('prometheus-alerts.yml'))
const dashboard: { panels: { title: string; targets: { expr: string }[] }[] } = JSON.parse(
  deploy('grafana-dashboard.json')
)
const rules = alerts.groups.flatMap((group) => group.rules)

/** The settings of one `backend` section of haproxy.cfg, comments left out. */
const backend = (name: string) =>
  deploy('haproxy.cfg')
    .split(/^backend /m)
    .find((section) => section.startsWith(`${name}\n`))!
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))

/** The metric names an expression reads: ours and the process figures prom-client exports (`up` is Prometheus's). */
const metricNames = (expr: string) =>
  [...expr.matchAll(/\b((?:spinroom|process|nodejs)_[a-z0-9_]+)\b/g)].map((m) => m[1]!)

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('deploy/: Prometheus, its alerts and the Grafana dashboard', () => {
  it('prometheus.yml scrapes each API process that haproxy.cfg balances, and loads the alert rules', () => {
    const job = prometheus.scrape_configs.find((c: { job_name: string }) => c.job_name === 'spinroom-api')
    expect(job.metrics_path).toBe('/metrics')
    const servers = [...new Set([...deploy('haproxy.cfg').matchAll(/^\s*server \S+ (\S+)/gm)].map((m) => m[1]))]
    expect(servers.length).toBeGreaterThan(1)
    expect(job.static_configs[0].targets).toEqual(servers)
    expect(prometheus.rule_files).toEqual(['prometheus-alerts.yml'])
  })

  it('the alert rules cover a process down, errors, event-loop lag, a growing queue, readiness and the media disk', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual([
      'SpinroomEventLoopLagHigh',
      'SpinroomHighErrorRate',
      'SpinroomJobQueueGrowing',
      'SpinroomMediaDiskLow',
      'SpinroomNotReady',
      'SpinroomProcessDown'
    ])
    for (const rule of rules) {
      expect(rule.expr.trim(), rule.alert).not.toBe('')
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/)
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels.severity)
      expect(rule.annotations.summary, rule.alert).toEqual(expect.any(String))
    }
  })

  it('every metric the dashboard and the rules name is one the API exports', async () => {
    const exposition = (await s.request('GET', '/metrics')).body as string
    const families = new Set([...exposition.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((m) => m[1]))
    const exported = (name: string) => families.has(name) || families.has(name.replace(/_(bucket|count|sum)$/, ''))
    const named = [
      ...rules.flatMap((rule) => metricNames(rule.expr)),
      ...dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNames(target.expr)))
    ]
    expect(named.length).toBeGreaterThan(20)
    expect([...new Set(named)].filter((name) => !exported(name))).toEqual([])
    for (const wanted of ['Requests per second', 'Latency p99 by route', 'Sockets connected', 'Job queue depth'])
      expect(dashboard.panels.map((panel) => panel.title)).toContain(wanted)
  })
})

describe('deploy/haproxy.cfg', () => {
  it('takes a process out of the API backend after 3 failed readiness checks', () => {
    const api = backend('api')
    expect(api).toContain('option httpchk GET /health/ready')
    expect(api).toContain('default-server check inter 1s fall 3 rise 2')
  })

  it('checks nothing in the fallback backend: a dead process refuses, and the request goes to another', () => {
    expect(backend('api_unready').filter((line) => /\bcheck\b|httpchk|http-check/.test(line))).toEqual([])
    expect(deploy('haproxy.cfg')).toMatch(/^\s*option redispatch\b/m)
  })

  it.skipIf(!findHaproxy(false))('is valid HAProxy configuration as scripts/topology.ts writes it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spinroom-haproxy-check-'))
    try {
      const file = join(dir, 'haproxy.cfg')
      writeFileSync(file, renderHaproxyConfig([4031, 4032]))
      const checked = spawnSync(findHaproxy(false)!, ['-c', '-f', file], { encoding: 'utf8' })
      expect(checked.status, checked.stdout + checked.stderr).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
