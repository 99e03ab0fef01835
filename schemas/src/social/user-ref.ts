import { Type } from '@sinclair/typebox'
import { Nullable } from '../common.ts'

const Shown = Nullable(Type.String())

/** The nickname and avatar of a user a social record names, so that lists show names, not ids. */
export const userRef = <P extends string>(prefix: P) =>
  ({ [`${prefix}Nickname`]: Shown, [`${prefix}AvatarId`]: Shown }) as Record<
    `${P}Nickname` | `${P}AvatarId`,
    typeof Shown
  >
