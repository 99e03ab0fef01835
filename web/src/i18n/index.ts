import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './en.json'
import esJson from './es.json'
import { fallbackLanguage, initialLanguage, languages } from '../features/language/language.ts'

// Typed as en: a key missing from es.json (or misspelt) fails the typecheck.
const es: typeof en = esJson

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en }
  }
}

function applyToDocument(language: string) {
  document.documentElement.lang = language
  document.title = i18n.t('app.name')
}

i18n.on('languageChanged', applyToDocument)

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: initialLanguage(),
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false
})

export default i18n
