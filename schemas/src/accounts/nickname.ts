import { Type } from '@sinclair/typebox'

/**
 * Never in a nickname: controls (Cc), invisible format characters (Cf: zero-width space, joiner and non-joiner, BOM,
 * bidi overrides and isolates), line and paragraph separators (Zl, Zp) and lone surrogates (Cs).
 */
const REFUSED = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}'

/** The one format character a name keeps: the joiner of an emoji sequence (👩‍🎤), between two pictographs. */
const EMOJI_JOINER =
  '(?<=\\p{Extended_Pictographic}(?:\\u{FE0F}|\\p{Emoji_Modifier})?)\\u{200D}(?=\\p{Extended_Pictographic})'

/** Trimmed, not empty, none of `REFUSED` but emoji joiners: a Unicode pattern, which Ajv reads with the `u` flag. */
export const NICKNAME_PATTERN = `^[^\\s${REFUSED}](?:(?:[^${REFUSED}]|${EMOJI_JOINER})*[^\\s${REFUSED}])?$`

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
