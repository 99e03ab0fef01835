/** A Feathers error as it arrives over socket.io or REST. */
export interface ServerError {
  name?: string
  message: string
  code?: number
}

export const isServerError = (error: unknown): error is ServerError & { code: number } =>
  typeof error === 'object' && error !== null && typeof (error as ServerError).message === 'string' && typeof (error as ServerError).code === 'number'

/**
 * Reads a JSON answer. A Feathers error answer is rethrown with its `name`, `message` and `code`;
 * anything else that fails (a proxy's 502, an HTML page) becomes a plain Error: the server did not answer.
 */
export async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return body as T
  if (isServerError(body)) throw Object.assign(new Error(body.message), { name: body.name ?? 'Error', code: body.code })
  throw new Error(`${response.status} ${response.statusText}`)
}
