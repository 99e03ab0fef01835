/** A number from the environment (or its default), refused unless finite and above 0 (or, with `zero`, at least 0). */
export function envNumber(name: string, fallback: number, options: { zero?: boolean } = {}): number {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !options.zero))
    throw new Error(`${name} must be a ${options.zero ? 'non-negative' : 'positive'} number, not '${raw}'`)
  return n
}

/** A number from the environment when it is above 0, its default otherwise (nothing refused). */
export const positiveOr = (name: string, fallback: number) =>
  Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback

/** A number with thousands separators and `digits` decimals. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** The p-th percentile (0–100) of some samples, by the nearest-rank method. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))]!
