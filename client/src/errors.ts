/** A field the API refused, as its 400 answers list them. */
export interface FieldError {
  field: string
  message: string
}

interface ErrorBody<D> {
  name?: string
  /** Some servers answer a list; the first is the one to show. */
  message?: string | string[]
  className?: string
  data?: D
  errors?: unknown
}

/** A Feathers error as the API answers it: `{ name, message, code, className, data, errors }`. */
export class ApiError<D = unknown> extends Error {
  readonly status: number
  readonly code: number
  readonly className: string
  readonly data: D | undefined
  /** The fields a 400 refused, each with why (empty for other errors). */
  readonly errors: FieldError[]
  /** The URL that answered (REST); undefined over socket.io. */
  readonly url: string | undefined

  constructor(status: number, body: ErrorBody<D> | undefined, url?: string) {
    super((Array.isArray(body?.message) ? body.message[0] : body?.message) || `HTTP ${status}`)
    this.name = body?.name ?? 'ApiError'
    this.status = status
    this.code = status
    this.className = body?.className ?? 'api-error'
    this.data = body?.data
    this.errors = Array.isArray(body?.errors) ? (body.errors as FieldError[]) : []
    this.url = url
  }
}

/** Whether `error` is an answer of the API, and (when given) with this status. */
export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)
