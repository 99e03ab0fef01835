/** A Feathers error as it arrives over socket.io or REST. */
export interface ServerError {
  name?: string
  message: string
  code: number
  data?: unknown
}

const isServerError = (error: unknown): error is ServerError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ServerError).message === 'string' &&
  typeof (error as ServerError).code === 'number'

/**
 * What to tell the user about a failed call: the server's own message for a Feathers error,
 * `unreachable` for a timeout (Feathers' 408), else `unexpected`
 * (an exception the server did not turn into a Feathers error).
 */
export function describeError(
  error: unknown
): { kind: 'server'; message: string } | { kind: 'unreachable' | 'unexpected' } {
  if (isServerError(error))
    return error.code === 408 ? { kind: 'unreachable' } : { kind: 'server', message: error.message }
  return { kind: 'unexpected' }
}

/**
 * The provider a call needed and this server has not set up (`data.reason: 'notConfigured'`), for the player to word
 * in its own language; null for any other failure.
 */
export function notConfiguredProvider(error: unknown): string | null {
  const data = (error as { data?: { provider?: unknown; reason?: unknown } } | null)?.data
  return data?.reason === 'notConfigured' && typeof data.provider === 'string' ? data.provider : null
}
