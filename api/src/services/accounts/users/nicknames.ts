import type { Knex } from 'knex'
import { Conflict } from '../../../errors.ts'

/** The unique index on the NFKC form of `users.nickname` (migration accounts_nickname_nfkc). */
export const NICKNAME_INDEX = 'users_nickname_nfkc_unique'

/**
 * Users whose nickname has the NFKC form of `nickname` ('ｄｊ' is 'dj'). The database normalises both sides, as its
 * unique index does, so the check and the index never disagree.
 */
export const sameNickname = (knex: Knex, nickname: string) =>
  knex('users').whereRaw('normalize(nickname, NFKC) = normalize(?, NFKC)', [nickname])

export const nicknameTaken = (nickname: string) =>
  new Conflict(`The nickname '${nickname}' is taken`, { field: 'nickname' })

/** 409 when a user other than `ownerUuid` has the nickname in NFKC form; nothing to check without one. */
export async function assertNicknameFree(knex: Knex, nickname: string | undefined, ownerUuid?: string) {
  if (nickname === undefined) return
  const holders = sameNickname(knex, nickname)
  if (ownerUuid) holders.whereNot('id', ownerUuid)
  if (await holders.first('id')) throw nicknameTaken(nickname)
}

/** A write that lost a race for the nickname to the unique index answers as `assertNicknameFree` would. */
export async function writingNickname<T>(nickname: string | undefined, write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    // An entity service's error carries the constraint in `data`, a plain knex query's on the error itself.
    const { constraint, data } = error as { constraint?: string; data?: { constraint?: string } }
    if (nickname !== undefined && (data?.constraint ?? constraint) === NICKNAME_INDEX) throw nicknameTaken(nickname)
    throw error
  }
}
