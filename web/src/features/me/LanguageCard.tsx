import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { languageParam, languages } from '../../i18n/language.ts'
import { Section } from '../shared/Section.tsx'

/** The player's language: English or Spanish, remembered on this device. */
export function LanguageCard() {
  const { t } = useTranslation()
  return (
    <Section id="language" title={t('language.label')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <LanguageSwitch />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 180 }}>
          {t('me.languageHint')}{' '}
          {languages.map((code) => (
            <Box component="code" key={code} sx={{ whiteSpace: 'nowrap', mr: 1, color: 'text.primary' }}>
              ?{languageParam}={code}
            </Box>
          ))}
        </Typography>
      </Box>
    </Section>
  )
}
