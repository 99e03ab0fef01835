import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTranslation } from 'react-i18next'
import { fallbackLanguage, languages, storeLanguage, toLanguage, type Language } from '../../i18n/language.ts'

/** EN | ES switch; the choice is stored and applies on later visits. Names start with the code shown (axe); a
 * native title instead of a tooltip keeps the popper library out of the first load. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const current = toLanguage(i18n.resolvedLanguage) ?? fallbackLanguage

  const change = (_: unknown, language: Language | null) => {
    if (!language) return
    storeLanguage(language)
    void i18n.changeLanguage(language)
  }

  return (
    <ToggleButtonGroup size="small" exclusive value={current} onChange={change} aria-label={t('language.label')}>
      {languages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          title={t(`language.${language}`)}
          aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
          lang={language}
          data-testid={`language-${language}`}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
