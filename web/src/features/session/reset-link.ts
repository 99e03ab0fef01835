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
