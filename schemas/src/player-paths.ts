/**
 * The player's landing pages that links from elsewhere open (e-mails the API sends, the console's "open the player"):
 * one spelling for the API that builds them, the player that reads them and the console that links to them.
 */
export const playerPaths = {
  home: '/',
  /** The sign-in screen; `next` names the player's page to show once signed in, `signUp` opens the sign-up form. */
  signIn: '/sign-in',
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

/** The sign-in screen, coming back to `next` (one of the player's own paths) once signed in or up. */
export function signInPage({ next, signUp = false }: { next?: string; signUp?: boolean } = {}): string {
  const query = new URLSearchParams({ ...(next ? { next } : {}), ...(signUp ? { signUp: '1' } : {}) }).toString()
  return query ? `${playerPaths.signIn}?${query}` : playerPaths.signIn
}

/** A sign-in screen's `next` when it is one of the player's own paths (never another site's); null otherwise. */
export function nextAfterSignIn(search: string): string | null {
  const next = new URLSearchParams(search).get('next')
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null
}

/** Whether a sign-in screen's address asks for the sign-up form. */
export const wantsSignUp = (search: string): boolean => new URLSearchParams(search).has('signUp')
