// Settings and their documentation, both ways. The rule, so that a new setting passes once it is documented:
// - A product setting is an environment variable that what `npm start` and `npm run scale-out` run reads:
//   `env.X`, `env['X']` or `process.env.X` (or a destructuring of `process.env`) in api/src, schemas/src,
//   client/src, knexfile.ts and scripts/*.ts|mjs; every name matching the provider pattern (`PROVIDER_SETTING`,
//   read through `config.providers`: quoted, or as a property) in api/src; and every rate-limit and login-lock
//   variable (made from their tables). Each must be named in docs/self-hosting/configuration.md.
// - Variables read only by tests, the bench, the browser tests, the dev servers and scripts/test.sh are not product
//   settings: docs/contributing/development.md documents them, and this test does not ask for them there.
// - Every variable-like name (UPPER_SNAKE in backticks, or `X=` in a code block) in README.md and docs/ must occur in
//   the code (any tracked file that is not Markdown), or be one that a library reads for us (listed below).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rateLimitNames } from '@spinroom/schemas'
import { PROVIDER_SETTING } from '../../src/configuration.ts'
import { rateLimitVariable } from '../../src/lib/rate-limit-settings.ts'
import { loginLockVariables } from '../../src/lib/login-lock-settings.ts'

const root = join(import.meta.dirname, '..', '..', '..')
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** Settings read by a library on our behalf, and which one. */
const readByLibraries: Record<string, string> = {
  SENTRY_RELEASE: "@sentry/node's getSentryRelease()"
}

const productFile = (file: string) =>
  /^(api|schemas|client)\/src\/.*\.ts$/.test(file) || /^scripts\/[^/]+\.(ts|mjs)$/.test(file) || file === 'knexfile.ts'
const isTest = (file: string) => /\.test\.ts$/.test(file)

function productSettings(): Set<string> {
  const names = new Set<string>()
  for (const file of tracked.filter((f) => productFile(f) && !isTest(f))) {
    const text = read(file)
    for (const [, name] of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) names.add(name)
    for (const [, name] of text.matchAll(/\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) names.add(name)
    for (const [, list] of text.matchAll(/\{([^}]*)\}\s*=\s*process\.env/g))
      for (const [, name] of list.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)) names.add(name)
    // Provider settings are read from `config.providers` by name: a quoted name, or a property of that record.
    if (file.startsWith('api/src/'))
      for (const [, name] of text.matchAll(/(?:['"`]|\.)([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?=['"`]|\b)/g))
        if (PROVIDER_SETTING.test(name)) names.add(name)
  }
  for (const name of rateLimitNames) names.add(rateLimitVariable(name))
  for (const name of Object.values(loginLockVariables)) names.add(name)
  return names
}

const docs = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')))

/** Variable-like names a page mentions: UPPER_SNAKE names in inline code or code blocks (`X_*` is a family). */
function namesIn(markdown: string): Set<string> {
  const code = [
    ...[...markdown.matchAll(/```[\s\S]*?```/g)].map(([block]) => block),
    ...[...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`[^`\n]+`/g)].map(([span]) => span)
  ]
  const names = new Set<string>()
  for (const text of code)
    for (const [name] of text.matchAll(/(?<![\w*])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:_\*)?(?![\w])/g)) names.add(name)
  return names
}

describe('settings and the docs', () => {
  const settings = productSettings()

  it('finds the settings the code reads', () => {
    // A guard on the extraction itself: one of each way of reading a setting.
    for (const name of ['PORT', 'DATABASE_URL', 'SPOTIFY_CLIENT_ID', 'RATE_LIMIT_CHAT', 'LOGIN_LOCK_MINUTES'])
      expect(settings).toContain(name)
    expect(settings).toContain('SCALE_OUT_PROCESSES')
  })

  it('documents every setting the code reads in docs/self-hosting/configuration.md', () => {
    const reference = read('docs/self-hosting/configuration.md')
    const missing = [...settings].filter((name) => !new RegExp(`\\b${name}\\b`).test(reference)).sort()
    expect(missing, 'settings the code reads that docs/self-hosting/configuration.md does not name').toEqual([])
  })

  it('names in the docs only settings that exist in the code', () => {
    const code = tracked
      .filter((f) => !f.endsWith('.md') && !/\.(png|jpe?g|gif|webp|mp3|ico|woff2?)$/.test(f))
      .map(read)
      .join('\n')
    const unknown: string[] = []
    for (const file of docs)
      for (const name of namesIn(read(file))) {
        const family = name.endsWith('_*') ? name.slice(0, -1) : undefined
        const known = family
          ? [...settings].some((s) => s.startsWith(family)) || code.includes(family)
          : settings.has(name) || code.includes(name) || name in readByLibraries
        if (!known) unknown.push(`${file}: ${name}`)
      }
    expect(unknown, 'names in the docs that no code reads or mentions').toEqual([])
  })
})
