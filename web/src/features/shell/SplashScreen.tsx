import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BrandMark } from '../shared/BrandMark.tsx'

/** Shown while the stored session is being restored. */
export function SplashScreen() {
  const { t } = useTranslation()
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
        <BrandMark size={56} />
        <CircularProgress size={28} />
        <Typography color="text.secondary">{t('app.loading')}</Typography>
      </Box>
    </Box>
  )
}
