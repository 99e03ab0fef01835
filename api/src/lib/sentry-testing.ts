import type { Call } from './endpoint.ts'

/** Fails on purpose, the way every unexpected failure does, so an admin can watch it reach the error reporter. */
export async function raiseSentryTestError({ caller }: Call): Promise<never> {
  throw new Error(`Sentry test error raised by ${caller?.id ?? 'an administrator'}`)
}
