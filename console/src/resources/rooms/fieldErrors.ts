import { HttpError } from 'react-admin'

/**
 * The API's 400 lists `errors: [{ field, message }]`; react-admin's forms show `body.errors` as `{ field: message }`
 * under each input. Rethrows the one in the shape of the other; other errors pass unchanged.
 */
export async function withFieldErrors<T>(request: Promise<T>): Promise<T> {
  try {
    return await request
  } catch (error) {
    const body = (error as { body?: { errors?: unknown } }).body
    if (!(error instanceof HttpError) || !Array.isArray(body?.errors)) throw error
    const errors = Object.fromEntries(
      (body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message])
    )
    throw new HttpError(error.message, error.status, { ...body, errors })
  }
}
