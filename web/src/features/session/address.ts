import { useSyncExternalStore } from 'react'

/** Told when `goTo` changes the address (the browser tells only of its own back and forward). */
const changed = 'spinroom-address'

/**
 * Shows another of the player's pages while signed out, where no router runs: the address changes and the signed-out
 * screen follows it.
 */
export function goTo(path: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', path)
  else window.history.pushState(null, '', path)
  window.dispatchEvent(new Event(changed))
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener)
  window.addEventListener(changed, listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener(changed, listener)
  }
}

/** The page's path and query, following `goTo` and the browser's back and forward. */
export const useAddress = (): { pathname: string; search: string } => {
  const href = useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search)
  const at = href.indexOf('?')
  return at < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, at), search: href.slice(at) }
}
