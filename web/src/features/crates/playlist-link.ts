import type { CrateImport } from '@spinroom/schemas'

type PlaylistRef = Pick<CrateImport, 'musicProvider' | 'playlistId'> & { country?: string }

const idPattern = /^[A-Za-z0-9._:-]+$/

/**
 * A provider playlist from what was pasted: a Spotify or Apple Music playlist link, a `spotify:playlist:` URI, or a
 * bare id (taken as `fallback`'s). Null when it is none of these.
 */
export function parsePlaylist(text: string, fallback: CrateImport['musicProvider']): PlaylistRef | null {
  const input = text.trim()
  const uri = /^spotify:playlist:([A-Za-z0-9]+)$/.exec(input)
  if (uri) return { musicProvider: 'spotify', playlistId: uri[1]! }
  if (!URL.canParse(input)) return idPattern.test(input) ? { musicProvider: fallback, playlistId: input } : null
  const url = new URL(input)
  const parts = url.pathname.split('/').filter(Boolean)
  if (url.hostname.endsWith('spotify.com')) {
    const at = parts.indexOf('playlist')
    const id = at >= 0 ? parts[at + 1] : undefined
    return id && idPattern.test(id) ? { musicProvider: 'spotify', playlistId: id } : null
  }
  if (url.hostname.endsWith('music.apple.com')) {
    const id = parts.find((part) => part.startsWith('pl.'))
    const country = parts[0] && /^[a-z]{2}$/i.test(parts[0]) ? parts[0].toLowerCase() : undefined
    return id ? { musicProvider: 'apple', playlistId: id, ...(country ? { country } : {}) } : null
  }
  return null
}
