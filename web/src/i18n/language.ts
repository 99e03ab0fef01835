/** Languages of the player (seed 002: en and es, fallback en). */
export const languages = ['en', 'es'] as const
export type Language = (typeof languages)[number]
export const fallbackLanguage: Language = 'en'
/** localStorage key of the chosen language (seed 002: "stored under a locale key"). */
export const localeStorageKey = 'locale'
export const languageParam = 'lang'

/** `es`, `es-MX` and `ES` all mean `es`; anything else is not a language we speak. */
export function toLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0]
  return languages.find((language) => language === base) ?? null
}

function readStored(): Language | null {
  try {
    return toLanguage(localStorage.getItem(localeStorageKey))
  } catch {
    return null
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(localeStorageKey, language)
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/**
 * The language to start with: `?lang=` on the page URL (stored, then dropped from the address
 * bar so a later switch is not undone by a reload), else the stored choice, else the browser's.
 */
export function initialLanguage(): Language {
  const url = new URL(window.location.href)
  if (url.searchParams.has(languageParam)) {
    const fromUrl = toLanguage(url.searchParams.get(languageParam))
    url.searchParams.delete(languageParam)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    if (fromUrl) {
      storeLanguage(fromUrl)
      return fromUrl
    }
  }
  const fromBrowser = navigator.languages.map(toLanguage).find((language) => language !== null)
  return readStored() ?? fromBrowser ?? fallbackLanguage
}
