import { playerPaths } from '@spinroom/schemas'

/** The player's landing route of a magic link (seed 002: `{host}/magic-link/{token}/{encoded target}`). */
const magicLinkPath = new RegExp(`^${playerPaths.magicLink}/([^/]+)(?:/(.+))?$`)

export interface MagicLinkVisit {
  token: string
  /** Where to go once signed in: the link's target when it is a path of ours, else the start. */
  target: string
}

/** The magic link a page address carries, if it is one. */
export function readMagicLink(pathname: string): MagicLinkVisit | null {
  const match = magicLinkPath.exec(pathname)
  if (!match) return null
  let target = '/'
  try {
    const decoded = match[2] ? decodeURIComponent(match[2]) : ''
    const path = decoded.startsWith('/') ? decoded : `/${decoded}`
    // Only a path on this site: an encoded absolute or protocol-relative URL must not send the new session elsewhere.
    if (!path.startsWith('//') && !path.includes('\\') && !/^\/[a-z][a-z0-9+.-]*:/i.test(path)) target = path
  } catch {
    target = '/'
  }
  return { token: match[1], target }
}
