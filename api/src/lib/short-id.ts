import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A random public id of `length` base-62 characters (10 give 8·10¹⁷ values; a clash is a unique-index error). */
export function shortId(length = 10): string {
  const bytes = randomBytes(length * 2)
  let id = ''
  // 248 is the largest multiple of 62 below 256: dropping bytes above it keeps every character equally likely.
  for (let i = 0; i < bytes.length && id.length < length; i++) if (bytes[i] < 248) id += ALPHABET[bytes[i] % 62]
  return id.length === length ? id : id + shortId(length - id.length)
}
