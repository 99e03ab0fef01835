/// <reference types="youtube" />

declare global {
  interface Window {
    YT?: typeof YT
    /** The IFrame Player API calls it once `YT.Player` can be used. */
    onYouTubeIframeAPIReady?: () => void
  }
}

/** How long the script may take, once loaded, to say it is ready before the player counts as unavailable. */
const readyTimeoutMs = 15_000

let loading: Promise<typeof YT> | null = null

/**
 * The IFrame Player API from `src` (the `youtube.iframeApiUrl` setting), loaded once, on the first YouTube song.
 * A failed load is forgotten so the next song tries again.
 */
export function loadYouTubeIframeApi(src: string): Promise<typeof YT> {
  loading ??= new Promise<typeof YT>((resolve, reject) => {
    const script = document.createElement('script')
    let timer: ReturnType<typeof setTimeout> | undefined
    let settled = false
    const fail = (reason: string) => {
      settled = true
      clearTimeout(timer)
      script.remove()
      reject(new Error(reason))
    }
    const previous = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previous?.()
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (window.YT?.Player) resolve(window.YT)
      else fail('the IFrame Player API said it was ready without YT.Player')
    }
    script.src = src
    script.async = true
    // The script loads a second one of its own before it is ready: the wait starts once the first is in.
    script.onload = () => {
      if (!settled) timer = setTimeout(() => fail('the IFrame Player API did not get ready'), readyTimeoutMs)
    }
    script.onerror = () => fail(`the IFrame Player API did not load from ${src}`)
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
