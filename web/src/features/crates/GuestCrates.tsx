import Alert from '@mui/material/Alert'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** Guests keep no crates: say so instead of calling routes that need a signed-in user. */
export function GuestCrates() {
  const { t } = useTranslation()
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
        {t('crates.title')}
      </Typography>
      <Alert severity="info">{t('crates.guest')}</Alert>
    </Container>
  )
}
