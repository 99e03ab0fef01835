// What some tests need beyond the embedded database, and the options that skip them, saying why, when it is missing.
// The test command lists every skipped test with its reason at its end (api/test/helpers/skipped-reporter.ts).
import { findHaproxy } from '../../../scripts/topology.ts'

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test or suite was skipped: what it needs and the setting that gives it. */
    needs?: string
  }
}

export const missing = {
  redis: process.env.REDIS_URL ? undefined : 'needs Redis: set REDIS_URL (redis://127.0.0.1:6379)',
  postgres: process.env.TEST_DATABASE_URL
    ? undefined
    : 'needs PostgreSQL: set TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test)',
  linux: process.platform === 'linux' ? undefined : 'needs Linux (/proc, and setpriv from util-linux)',
  /** Looked for (and installed, as root with apt-get) only when asked: the other checks cost nothing. */
  haproxy: () =>
    findHaproxy() ? undefined : "needs HAProxy: install Debian's haproxy (scripts/install-haproxy.sh, as root)"
}

/** Test or suite options: skipped, with every reason given, unless every reason is empty. */
export function needing(...reasons: (string | undefined)[]): { skip: boolean; meta: { needs?: string } } {
  const given = reasons.filter(Boolean)
  return given.length ? { skip: true, meta: { needs: given.join('; ') } } : { skip: false, meta: {} }
}
