import { BadRequest, Conflict, GeneralError, type FeathersError } from '@feathersjs/errors'

/** Where @feathersjs/knex keeps the database's own error on the error it throws. */
const KNEX_ERROR = Symbol.for('@feathersjs/knex/error')

interface DatabaseError {
  code?: string
  constraint?: string
  column?: string
}

/**
 * @feathersjs/knex answers constraint violations with a 400 whose message quotes the SQL (and bad values with a 404):
 * say what happened instead, naming the constraint or column, never the statement.
 */
export function databaseError(error: unknown, resource: string): FeathersError | undefined {
  const cause = (error as Record<symbol, DatabaseError | undefined> | undefined)?.[KNEX_ERROR]
  if (!cause?.code) return undefined
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
