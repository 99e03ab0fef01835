import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunch } from './e2e/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3199)
const dataDir = mkdtempSync(join(tmpdir(), 'spinroom-e2e-'))
// Payments talk to a local stand-in of Stripe's API (api/test/payments), whose Pay button calls the API's webhook.
const stripePort = port + 2000
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(stripePort),
  STRIPE_API_PROTOCOL: 'http'
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch
  },
  webServer: [
    {
      command: 'node --import tsx api/src/index.ts',
      url: `http://127.0.0.1:${port}/api/user-service/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: '', ...stripe }
    },
    {
      command: 'node --import tsx api/test/payments/stripe-stand-in-server.ts',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...stripe, STRIPE_STAND_IN_PORT: String(stripePort), API_URL: `http://127.0.0.1:${port}` }
    }
  ]
})
