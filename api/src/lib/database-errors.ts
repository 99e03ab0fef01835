import { BadRequest, Conflict, GeneralError, Unavailable, type FeathersError } from '@feathersjs/errors'
import { SERVER_BUSY } from './gate.ts'

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
const UNREACHABLE_MESSAGES = /Connection terminated|timeout expired|Client has encountered a connection error/i
// Knex propagates a failed connect at once (ECONNREFUSED, pg's connect timeout): waiting this long means a full pool.
const POOL_BUSY_MESSAGE = /Timeout acquiring a connection/i

/** Why the database could not serve a statement: it cannot be reached, or every pooled connection stayed busy. */
type Unserved = 'unreachable' | 'busy'

/** Whether an error, or one it wraps, says the database could not serve (as opposed to refusing a statement). */
function unserved(error: unknown, depth = 0): Unserved | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && UNREACHABLE_CODES.test(code)) return 'unreachable'
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return 'unreachable'
  if (typeof message === 'string' && POOL_BUSY_MESSAGE.test(message)) return 'busy'
  const wrapped = (error as Record<symbol, unknown>)[KNEX_ERROR]
  return unserved(wrapped, depth + 1) ?? unserved(cause, depth + 1)
}

/**
 * A 503 when the database could not serve the call: unreachable (PostgreSQL restarting, the network gone), or every
 * pooled connection busy past the wait (the server is busy); else undefined.
 */
export function databaseUnavailable(error: unknown): FeathersError | undefined {
  const why = unserved(error)
  if (!why) return undefined
  return new Unavailable(why === 'busy' ? SERVER_BUSY : DATABASE_UNAVAILABLE, { retryAfter: RETRY_AFTER_S })
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
