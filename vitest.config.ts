import { defineConfig } from 'vitest/config'

const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 }
// Two workers' servers, and the API processes some tests start, share one PostgreSQL of 100 connections: each pool
// stays at 10 (the product's default is 20).
const env = { DATABASE_POOL_MAX: '10' }
// Files that vi.mock a module need modules of their own, and migrate their own database; every other file shares its
// worker's modules (importing the app anew for every file cost about 3 s a file) and copies one migrated database.
const mocking = ['api/test/playlists/search.test.ts']

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // The second lists the skipped tests and why at the end (tests that need Redis, PostgreSQL, HAProxy).
    reporters: ['default', './api/test/helpers/skipped-reporter.ts'],
    projects: [
      {
        test: {
          ...timeouts,
          env,
          name: 'shared',
          include: [
            'api/test/**/*.test.ts',
            'schemas/src/**/*.test.ts',
            'client/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'console/src/**/*.test.{ts,tsx}'
          ],
          exclude: mocking,
          isolate: false,
          globalSetup: ['api/test/helpers/template-database.ts']
        }
      },
      { test: { ...timeouts, env, name: 'isolated', include: mocking } }
    ]
  }
})
