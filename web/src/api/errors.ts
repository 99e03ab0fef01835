/** A Feathers error as it arrives over socket.io or REST; some servers answer a list of messages. */
export interface ServerError {
  name?: string
  message: string | string[]
  code: number
  data?: unknown
}

const isServerError = (error: unknown): error is ServerError => {
  const message = (error as ServerError | null)?.message
  return (
    typeof error === 'object' &&
    error !== null &&
    (typeof message === 'string' || (Array.isArray(message) && typeof message[0] === 'string')) &&
    typeof (error as ServerError).code === 'number'
  )
}

/** The server's words as the player shows them (seed 002 §8): the message, or the first of a list, capitalised. */
export function userFacingMessage(message: string | string[]): string {
  const text = Array.isArray(message) ? (message[0] ?? '') : message
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * What to tell the user about a failed call (seed 002 §8): the server's own message for a refusal below 500;
 * `unreachable` for a timeout (Feathers' 408); else `unexpected`, for a 5xx (its text may name the server's settings)
 * or an exception the server did not turn into a Feathers error.
 */
export function describeError(
  error: unknown
): { kind: 'server'; message: string } | { kind: 'unreachable' | 'unexpected' } {
  if (!isServerError(error) || error.code >= 500) return { kind: 'unexpected' }
  if (error.code === 408) return { kind: 'unreachable' }
  return { kind: 'server', message: userFacingMessage(error.message) }
}

/**
 * The provider a call needed and this server has not set up (`data.reason: 'notConfigured'`), for the player to word
 * in its own language; null for any other failure.
 */
export function notConfiguredProvider(error: unknown): string | null {
  const data = (error as { data?: { provider?: unknown; reason?: unknown } } | null)?.data
  return data?.reason === 'notConfigured' && typeof data.provider === 'string' ? data.provider : null
}
