import { useEffect, useState } from 'react'
import { readToken } from '../../auth/storage.ts'

interface Props {
  src: string | null | undefined
  /** The API gives it only with the caller's token (an <img> sends none); a public one keeps its cacheable URL. */
  authed: boolean
  size: number
  testId?: string
}

// The token goes to this console's own API only, never to a picture's host elsewhere.
const sameOrigin = (url: string) =>
  URL.canParse(url, window.location.href) && new URL(url, window.location.href).origin === window.location.origin

/** A square picture, fetched with the caller's token when `authed`; none, or one that fails, shows a grey square. */
export function AuthedImage({ src, authed, size, testId = 'authed-image' }: Props) {
  const withToken = Boolean(src && authed && sameOrigin(src))
  // What was fetched for which src (url null: refused), so a changed src never shows the previous picture.
  const [fetched, setFetched] = useState<{ src: string; url: string | null } | null>(null)
  const [broken, setBroken] = useState<string | null>(null)

  useEffect(() => {
    if (!src || !withToken) return
    let live = true
    let objectUrl: string | null = null
    const token = readToken()
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : null))
      .catch(() => null)
      .then((url) => {
        if (!live) {
          if (url) URL.revokeObjectURL(url)
          return
        }
        objectUrl = url
        setFetched({ src, url })
      })
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [src, withToken])

  const own = fetched && fetched.src === src ? fetched.url : null
  const shown = !src || src === broken ? null : withToken ? own : src
  const box = { width: size, height: size, borderRadius: 4 }
  return shown ? (
    <img
      src={shown}
      alt=""
      width={size}
      height={size}
      data-testid={testId}
      style={{ ...box, objectFit: 'cover' }}
      onError={() => setBroken(src ?? null)}
    />
  ) : (
    <span data-testid={`${testId}-placeholder`} style={{ ...box, display: 'inline-block', background: '#ddd' }} />
  )
}
