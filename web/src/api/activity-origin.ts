import { routes, routeUrl } from '@spinroom/schemas'

const storageKey = 'spinroom-discord-activity'

/**
 * Whether the player runs as a Discord activity: Discord opens an embedded activity with a `frame_id` in the page's
 * query. Kept for the tab's session, since moving between screens drops the query.
 */
export function isDiscordActivity(): boolean {
  if (typeof window === 'undefined') return false
  const opened = new URLSearchParams(window.location.search).has('frame_id')
  try {
    if (opened) sessionStorage.setItem(storageKey, '1')
    return opened || sessionStorage.getItem(storageKey) === '1'
  } catch {
    return opened
  }
}

/**
 * An artwork's URL as this page may load it: in a Discord activity (which may only reach its own origin), another
 * origin's https artwork goes through our proxy path; our own URLs, and any URL outside an activity, stay as they are.
 */
export function artworkSrc(url: string | undefined): string | undefined {
  if (!url || !isDiscordActivity()) return url
  let parsed: URL
  try {
    parsed = new URL(url, window.location.href)
  } catch {
    return url
  }
  if (parsed.protocol !== 'https:' || parsed.origin === window.location.origin) return url
  return `${routeUrl(routes.playlists.proxyArtwork)}?${new URLSearchParams({ url: parsed.href })}`
}
