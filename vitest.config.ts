import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['api/test/**/*.test.ts', 'schemas/src/**/*.test.ts', 'client/src/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default']
  }
})
