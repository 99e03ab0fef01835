/**
 * The player's landing pages that links from elsewhere open (e-mails the API sends, the console's "open the player"):
 * one spelling for the API that builds them, the player that reads them and the console that links to them.
 */
export const playerPaths = {
  home: '/',
  magicLink: '/magic-link',
  resetPassword: '/reset-password',
  rooms: '/rooms',
  messages: '/messages',
  search: '/search',
  crates: '/crates',
  uploads: '/uploads',
  me: '/me',
  leaderboard: '/me/leaderboard',
  /** Spotify's authorization page sends the listener back here with the code (the app's registered redirect URI). */
  linkSpotify: '/link/spotify'
} as const

/** A magic link's page, below the player's origin. */
export const magicLinkPage = (token: string) => `${playerPaths.magicLink}/${encodeURIComponent(token)}`

/** A password-reset link's page, below the player's origin. */
export const resetPasswordPage = (token: string) => `${playerPaths.resetPassword}?token=${encodeURIComponent(token)}`

/** A room's page, below the player's origin (notifications link to it). */
export const roomPage = (slug: string) => `${playerPaths.rooms}/${encodeURIComponent(slug)}`

/** A conversation's page, below the player's origin (message notifications link to it). */
export const conversationPage = (userUuid: string) => `${playerPaths.messages}/${encodeURIComponent(userUuid)}`
