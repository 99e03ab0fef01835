/** A Feathers error as it arrives over socket.io or REST. */
export interface ServerError {
  name?: string
  message: string
  code: number
}

/** The server could not be reached, or something between us answered instead of it. */
export class UnreachableError extends Error {
  name = 'Unreachable'
}

const isServerError = (error: unknown): error is ServerError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ServerError).message === 'string' &&
  typeof (error as ServerError).code === 'number'

/**
 * What to tell the user about a failed call: the server's own message for a Feathers error,
 * `unreachable` for a timeout (Feathers' 408) or a network failure, else `unexpected`
 * (an exception the server did not turn into a Feathers error).
 */
export function describeError(
  error: unknown
): { kind: 'server'; message: string } | { kind: 'unreachable' | 'unexpected' } {
  if (error instanceof UnreachableError) return { kind: 'unreachable' }
  if (isServerError(error))
    return error.code === 408 ? { kind: 'unreachable' } : { kind: 'server', message: error.message }
  return { kind: 'unexpected' }
}

/** GETs a JSON answer; a Feathers error answer is rethrown with its `name`, `message` and `code`. */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } })
  } catch {
    throw new UnreachableError(`No answer from ${url}`)
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return body as T
  if (isServerError(body)) throw Object.assign(new Error(body.message), { name: body.name ?? 'Error', code: body.code })
  throw new UnreachableError(`${response.status} ${response.statusText}`)
}
