import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import LoginIcon from '@mui/icons-material/Login'
import { useTranslation } from 'react-i18next'
import { useSignInHere } from '../session/useSignInHere.ts'

/** What a guest can do, and the way to a real account (ends the guest session, then comes back here). */
export function GuestCard() {
  const { t } = useTranslation()
  const signInHere = useSignInHere()
  return (
    <Card component="section" aria-labelledby="guest-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="guest-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('guest.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('guest.body')}
        </Typography>
        <Button variant="contained" startIcon={<LoginIcon />} onClick={() => void signInHere()}>
          {t('guest.signIn')}
        </Button>
      </CardContent>
    </Card>
  )
}
