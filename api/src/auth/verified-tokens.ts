/** A verified token's claims, kept until it expires: skips the ~200 µs ECDSA check on every request. */
export type VerifiedClaims = Record<string, unknown> & { exp?: number; sub?: string }

const MAX_TOKENS = 10_000
const caches = new WeakMap<object, Map<string, VerifiedClaims>>()

/** The verified tokens of one app (one API process). */
export function verifiedTokens(app: object): Map<string, VerifiedClaims> {
  let cache = caches.get(app)
  if (!cache) caches.set(app, (cache = new Map()))
  if (cache.size > MAX_TOKENS) cache.clear()
  return cache
}

/** Forgets the verified tokens of one subject: the account behind them changed. */
export function forgetTokensOf(app: object, subject: string): void {
  const cache = caches.get(app)
  if (cache) for (const [token, claims] of cache) if (claims.sub === subject) cache.delete(token)
}
