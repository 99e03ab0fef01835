import { playerPaths } from '@spinroom/schemas'

/** The player's landing route of a password-reset e-mail (the API mails `{public URL}/reset-password?token=…`). */
export const RESET_PATH = playerPaths.resetPassword

/** A reset visit: the link's token, or null when the address carries none (then the e-mailed code is asked for). */
export interface ResetVisit {
  token: string | null
}

/** The reset link a page address carries, if it is one. */
export function readResetLink(pathname: string, search: string): ResetVisit | null {
  if (pathname.replace(/\/+$/, '') !== RESET_PATH) return null
  const token = new URLSearchParams(search).get('token')?.trim()
  return { token: token || null }
}

// The reset link this tab is using: a success ends every session, this one too, while the answer is on its way.
const USED = 'spinroom.resetLinkUsed'

/** Remembers the link being used, so the sign-in screen the ended session falls back to does not offer it again. */
export const rememberResetLinkUse = (token: string) => sessionStorage.setItem(USED, token)

/** The link was refused: it may be offered again. */
export const forgetResetLinkUse = () => sessionStorage.removeItem(USED)

/** The link this tab used last; only the sign-in screen that comes next acts on it, then forgets it. */
export const lastResetLinkUse = () => sessionStorage.getItem(USED)
