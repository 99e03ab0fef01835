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
  /** Seed 002 §2: a magic link's target `subscribe-plan/{plan}` opens that plan's checkout. */
  subscribePlan: '/subscribe-plan',
  /** Spotify's authorization page sends the listener back here with the code (the app's registered redirect URI). */
  linkSpotify: '/link/spotify'
} as const

/**
 * A magic link's page, below the player's origin (seed 002 §2: `/magic-link/{token}/{encoded target}`); signed in,
 * the player shows the target, one of its own paths.
 */
export const magicLinkPage = (token: string, target?: string) =>
  `${playerPaths.magicLink}/${encodeURIComponent(token)}${target ? `/${encodeURIComponent(target)}` : ''}`

/** The page that opens the checkout of a subscription plan, named by its product id or by the level it grants. */
export const subscribePlanPage = (plan: string) => `${playerPaths.subscribePlan}/${encodeURIComponent(plan)}`

/** A password-reset link's page, below the player's origin. */
export const resetPasswordPage = (token: string) => `${playerPaths.resetPassword}?token=${encodeURIComponent(token)}`

/** A room's page, below the player's origin (notifications link to it). */
export const roomPage = (slug: string) => `${playerPaths.rooms}/${encodeURIComponent(slug)}`

/** A conversation's page, below the player's origin (message notifications link to it). */
export const conversationPage = (userUuid: string) => `${playerPaths.messages}/${encodeURIComponent(userUuid)}`
