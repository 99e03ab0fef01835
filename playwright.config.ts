import { defineConfig } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunch } from './e2e/chromium.ts'
import { providerStandInSettings } from './e2e/stand-ins/settings.ts'
import { busyPorts } from './e2e/busy-ports.ts'

const basePort = Number(process.env.E2E_PORT ?? 3199)
// A run takes the ten ports from E2E_PORT on and no other (docs/contributing/development.md "Browser tests"), so runs
// whose E2E_PORT differ by 10 or more never collide. +9 stays free (a product started by hand, say).
const portOffsets = {
  console: { api: 0, stripe: 3, providers: 6 },
  player: { api: 1, stripe: 4, providers: 7 },
  stage: { api: 2, stripe: 5, providers: 8 }
} as const

// The servers run the product as `npm start` does, from its bundles: built here once (when older than their sources),
// so that the two servers' own `prestart` finds nothing to build and never writes a bundle the other is reading.
execFileSync(process.execPath, ['scripts/ensure-built.mjs'], { stdio: 'inherit' })

// Three groups run at once, each one spec at a time against a product of its own (its own API, demo data and local
// stand-ins of Stripe and the music providers), so none sees another's changes: the console's specs, the player's,
// and the stage's (songs heard in step, which spend most of their time waiting on the clock).
// E2E_GROUPS=stage (or player, console, or a list) starts only those groups' servers, for running their specs.
const only = process.env.E2E_GROUPS?.split(',')
const groups = (['console', 'player', 'stage'] as const).flatMap((name) => {
  if (only && !only.includes(name)) return []
  const offsets = portOffsets[name]
  const port = basePort + offsets.api
  // Payments talk to a local stand-in of Stripe's API (api/test/payments), whose Pay button calls the API's webhook.
  const stripePort = basePort + offsets.stripe
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripePort),
    STRIPE_API_PROTOCOL: 'http'
  }
  // Music providers: stand-ins of their APIs, SDK scripts and streams (e2e/stand-ins) where the settings point.
  const providersPort = basePort + offsets.providers
  const providers = providerStandInSettings(`http://127.0.0.1:${providersPort}`)
  const dataDir = mkdtempSync(join(tmpdir(), `spinroom-e2e-${name}-`))
  return [
    {
      project: { name, testDir: `e2e/${name}`, workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
      servers: [
        {
          command: 'npm start',
          url: `http://127.0.0.1:${port}/api/user-service/`,
          reuseExistingServer: false,
          timeout: 300_000,
          stdout: 'pipe' as const,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DEMO_DATA: 'true',
            // The demo rooms play the demo songs only, the same every run, though the provider stand-ins answer.
            DEMO_PROVIDER_SONGS: 'false',
            DATABASE_URL: '',
            // Every spec signs in through the forms: argon2id at its least cost (docs/configuration "Configuration").
            PASSWORD_HASH_MEMORY_KIB: '1024',
            PASSWORD_HASH_PASSES: '1',
            // The notification specs' push service: plain http, on a port of its own (docs: "Outbound requests").
            OUTBOUND_ALLOWED_HOSTS: 'http://127.0.0.1',
            // The request log would fill the run's output: warnings and errors only.
            LOG_LEVEL: 'warn',
            ...stripe,
            ...providers
          }
        },
        {
          command: 'node --import tsx e2e/stand-ins/providers-server.ts',
          port: providersPort,
          reuseExistingServer: false,
          timeout: 60_000,
          env: { ...providers, PROVIDERS_STAND_IN_PORT: String(providersPort) }
        },
        {
          command: 'node --import tsx api/test/payments/stripe-stand-in-server.ts',
          port: stripePort,
          reuseExistingServer: false,
          timeout: 60_000,
          env: { ...stripe, STRIPE_STAND_IN_PORT: String(stripePort), API_URL: `http://127.0.0.1:${port}` }
        }
      ]
    }
  ]
})

// A port already taken would stop a server with a bare "already used": say which one is whose and what to change. Only
// the runner checks (its workers load this file too, once the servers hold the ports).
if (!process.env.TEST_WORKER_INDEX) {
  const labels = { api: 'API', stripe: "Stripe's stand-in", providers: "music providers' stand-in" }
  const roles = groups.flatMap(({ project: { name } }) =>
    Object.entries(portOffsets[name]).map(([role, offset]) => ({
      port: basePort + offset,
      role: labels[role as keyof typeof labels],
      name,
      offset
    }))
  )
  const busy = new Set(busyPorts(roles.map((r) => r.port)))
  const taken = roles.filter((r) => busy.has(r.port))
  if (taken.length)
    throw new Error(
      `Ports in use: ${taken.map((r) => `${r.port} (${r.role} of the ${r.name} group, E2E_PORT + ${r.offset})`).join(', ')}. ` +
        `Stop what listens there, or set E2E_PORT to another base (a run takes E2E_PORT to E2E_PORT + 9; now ${basePort}).`
    )
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: groups.length,
  // Once more on a failure, reported as flaky: on a CI machine at load 16, a spec that waits on a song's clock may see
  // the song end before its slow steps are through (Spotify's and YouTube's did once; both passed in other runs).
  retries: 1,
  reporter: [['list']],
  // Three products and three browsers share the machine's cores, and CI's machine is slower than a desk's: an answer
  // may take longer than alone. A spec of 18 s alone took over 90 s on a CI machine that kept the cores at load 16.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch
  },
  projects: groups.map((group) => group.project),
  webServer: groups.flatMap((group) => group.servers)
})
