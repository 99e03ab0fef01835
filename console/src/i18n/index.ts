import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider } from 'react-admin'
import { en } from './en/index.ts'
import { es } from './es/index.ts'
import { fieldTitle } from './field-titles.ts'
import { resourceNotice } from './notices.ts'

const STORAGE_KEY = 'spinroom.console.locale'
const messages = { en, es }
type Locale = keyof typeof messages
const isLocale = (value: string | null): value is Locale => value === 'en' || value === 'es'

// Kept apart from react-admin's store, which a sign-out empties: the language outlives the session.
const stored = (() => {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
})()
const initial: Locale = isLocale(stored) ? stored : 'en'
document.documentElement.lang = initial

const polyglot = polyglotI18nProvider(
  (locale) => messages[isLocale(locale) ? locale : 'en'],
  initial,
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' }
  ],
  { allowMissing: true }
)

/**
 * English and Spanish; the app bar's language menu switches, and the choice is remembered in this browser. A field no
 * translation names is labelled with its schema's title; a create, save or delete is announced by its resource's name.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const notice = resourceNotice(key, options, polyglot.translate)
    if (notice) return notice
    const title = fieldTitle(key)
    return polyglot.translate(key, title ? { ...options, _: title } : options)
  },
  changeLocale: (locale, options) => {
    try {
      localStorage.setItem(STORAGE_KEY, locale)
    } catch {
      // A browser without storage still switches, for this visit.
    }
    document.documentElement.lang = locale
    return polyglot.changeLocale(locale, options)
  }
}
