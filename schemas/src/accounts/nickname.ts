import { Type } from '@sinclair/typebox'

/**
 * Never in a nickname: controls (Cc), invisible format characters (Cf: zero-width space, joiner and non-joiner, BOM,
 * bidi overrides and isolates), line and paragraph separators (Zl, Zp) and lone surrogates (Cs).
 */
const REFUSED = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}'

/** Trimmed, not empty, none of `REFUSED`: a Unicode pattern, which Ajv reads with the `u` flag. */
export const NICKNAME_PATTERN = `^[^\\s${REFUSED}](?:[^${REFUSED}]*[^\\s${REFUSED}])?$`

/**
 * Every nickname a person, a moderator or a sign-up chooses. It is taken when its NFKC form is another user's, compared
 * case-sensitively as before (the API's `sameNickname` and the database's unique index).
 */
export const Nickname = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: NICKNAME_PATTERN,
  description: 'a name without leading or trailing white space, control or invisible format characters'
})
