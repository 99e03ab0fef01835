import polyglotI18nProvider from 'ra-i18n-polyglot'
import { en } from './en/index.ts'

/** English only for now; another locale is one more messages file. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true
})
