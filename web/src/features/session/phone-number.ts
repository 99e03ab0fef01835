/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const e164 = /^\+[1-9]\d{6,14}$/

/**
 * The number as the API takes it (spaces, dashes, dots and brackets dropped; a leading 00 read as +), or null when
 * it is not in international format. Whether it is a real mobile number is the server's call.
 */
export function toE164(typed: string): string | null {
  const compact = typed
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^00/, '+')
  return e164.test(compact) ? compact : null
}
