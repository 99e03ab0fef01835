import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { en } from './en/index.ts'
import { initialLanguage, languages, type Language } from './language.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

// Only the language in use is loaded: each is its own chunk, fetched when chosen.
const bundles: Record<Language, () => Promise<typeof en>> = {
  en: () => import('./en/index.ts').then((module) => module.en),
  es: () => import('./es/index.ts').then((module) => module.es)
}

const isLanguage = (language: string): language is Language => (languages as readonly string[]).includes(language)

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(new Error(`no texts in ${language}`), false)
    bundles[language]().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false)
    )
  }
}

function applyToDocument(language: string) {
  document.documentElement.lang = language
  document.title = i18n.t('app.name')
}

i18n.on('languageChanged', applyToDocument)

/** Loads the texts of the language to start with; the player renders once they are there. */
export const languageReady = i18n
  .use(bundleBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // es holds every key en does (the typecheck says so): nothing needs a second language loaded.
    fallbackLng: false,
    supportedLngs: [...languages],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false
  })

export default i18n
