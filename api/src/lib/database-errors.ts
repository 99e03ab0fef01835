import { BadRequest, Conflict, GeneralError, Unavailable, type FeathersError } from '@feathersjs/errors'

/** Where @feathersjs/knex keeps the database's own error on the error it throws. */
const KNEX_ERROR = Symbol.for('@feathersjs/knex/error')

interface DatabaseError {
  code?: string
  constraint?: string
  column?: string
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable: try again in a moment'
/** Seconds a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_S = 2

// Connection exceptions (08), the server shutting down or starting (57P), and the socket's own failures.
const UNREACHABLE_CODES = /^(08|57P0[1-3]$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|EPIPE$|EHOSTUNREACH$|ENOTFOUND$)/
const UNREACHABLE_MESSAGES =
  /Connection terminated|Timeout acquiring a connection|timeout expired|Client has encountered a connection error/i

/** Whether an error, or one it wraps, says the database cannot be reached (as opposed to refusing a statement). */
function unreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, message, name, cause } = error as { code?: unknown; message?: unknown; name?: string; cause?: unknown }
  if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return true
  if (name === 'KnexTimeoutError' || (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message))) return true
  const wrapped = (error as Record<symbol, unknown>)[KNEX_ERROR]
  return unreachable(wrapped, depth + 1) || unreachable(cause, depth + 1)
}

/** A 503 for a failure of the database's connection (PostgreSQL restarting, the network gone), else undefined. */
export function databaseUnavailable(error: unknown): FeathersError | undefined {
  return unreachable(error) ? new Unavailable(DATABASE_UNAVAILABLE, { retryAfter: RETRY_AFTER_S }) : undefined
}

/**
 * @feathersjs/knex answers constraint violations with a 400 whose message quotes the SQL (and bad values with a 404):
 * say what happened instead, naming the constraint or column, never the statement.
 */
export function databaseError(error: unknown, resource: string): FeathersError | undefined {
  const cause = (error as Record<symbol, DatabaseError | undefined> | undefined)?.[KNEX_ERROR]
  if (!cause?.code) return undefined
  const unavailable = databaseUnavailable(error)
  if (unavailable) return unavailable
  const detail = { constraint: cause.constraint, column: cause.column }
  if (cause.code === '23505') return new Conflict(`This ${resource} conflicts with an existing one`, detail)
  if (cause.code === '23503') return new BadRequest(`A record this ${resource} refers to does not exist`, detail)
  if (cause.code === '23502')
    return new BadRequest(
      `A required field of this ${resource} is missing${cause.column ? `: '${cause.column}'` : ''}`,
      detail
    )
  if (cause.code.startsWith('22'))
    return new BadRequest(`A value does not fit this ${resource}${cause.column ? `: '${cause.column}'` : ''}`, detail)
  return new GeneralError(error as Error)
}
