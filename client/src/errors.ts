/** A Feathers error as the API answers it: `{ name, message, code, className, data }`. */
export class ApiError<D = unknown> extends Error {
  readonly status: number
  readonly code: number
  readonly className: string
  readonly data: D | undefined

  constructor(status: number, body: { name?: string; message?: string; className?: string; data?: D } | undefined) {
    super(body?.message || `HTTP ${status}`)
    this.name = body?.name ?? 'ApiError'
    this.status = status
    this.code = status
    this.className = body?.className ?? 'api-error'
    this.data = body?.data
  }
}

/** Whether `error` is an answer of the API, and (when given) with this status. */
export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)
