import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { BrandMark } from '../shell/BrandMark.tsx'
import { MagicLinkForm } from './MagicLinkForm.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { PhoneForm } from './PhoneForm.tsx'
import { SessionEndedNotice } from './SessionEndedNotice.tsx'
import { SignUpForm } from './SignUpForm.tsx'
import { useAttempt, useFailureText } from './useAttempt.ts'
import { useSession } from './useSession.ts'

const methods = ['password', 'phone', 'link', 'signUp'] as const
type Method = (typeof methods)[number]

export function SignInScreen() {
  const { t } = useTranslation()
  const { state, signIn, continueAsGuest, adopt } = useSession()
  const failureText = useFailureText()
  const [method, setMethod] = useState<Method>('password')
  const guest = useAttempt<'guest'>()
  const linkFailure = state.status === 'signedOut' && state.failure !== undefined ? failureText(state.failure) : null

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: { xs: 2, sm: 3 } }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: { xs: 4, sm: 10 } }}>
        <Box component="main" sx={{ width: '100%', maxWidth: 440 }}>
          <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }} spacing={2}>
            <BrandMark size={52} />
            <Typography color="text.secondary" sx={{ maxWidth: 340 }}>
              {t('app.tagline')}
            </Typography>
          </Stack>
          <Card sx={{ boxShadow: '0 24px 80px rgba(0, 0, 0, 0.45)' }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography variant="h5" component="h1">
                {method === 'signUp' ? t('signIn.signUpTitle') : t('signIn.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                {method === 'signUp' ? t('signIn.signUpSubtitle') : t('signIn.subtitle')}
              </Typography>
              {state.status === 'signedOut' && state.ended && <SessionEndedNotice ended={state.ended} />}
              {linkFailure && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="magic-link-error">
                  {t('signIn.linkFailed', { message: linkFailure })}
                </Alert>
              )}
              <Tabs
                value={method}
                onChange={(_, value: Method) => setMethod(value)}
                variant="scrollable"
                scrollButtons={false}
                aria-label={t('signIn.methods')}
                sx={{ mb: 3, mx: { xs: -1, sm: 0 }, borderBottom: 1, borderColor: 'divider' }}
              >
                {methods.map((value) => (
                  <Tab
                    key={value}
                    value={value}
                    label={t(`signIn.method.${value}`)}
                    id={`sign-in-tab-${value}`}
                    aria-controls={`sign-in-panel-${value}`}
                    sx={{ minWidth: 0, px: 1.5 }}
                  />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`sign-in-panel-${method}`} aria-labelledby={`sign-in-tab-${method}`}>
                {method === 'password' && <PasswordForm signIn={signIn} />}
                {method === 'phone' && <PhoneForm adopt={adopt} />}
                {method === 'link' && <MagicLinkForm />}
                {method === 'signUp' && <SignUpForm adopt={adopt} />}
              </Box>
              <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('signIn.or')}</Divider>
              {guest.error && (
                <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
                  {guest.error}
                </Alert>
              )}
              <Button
                fullWidth
                variant="outlined"
                size="large"
                color="inherit"
                disabled={guest.pending !== null}
                startIcon={guest.pending ? <CircularProgress size={18} color="inherit" /> : <HeadphonesIcon />}
                onClick={() => void guest.attempt('guest', continueAsGuest)}
              >
                {t('signIn.guest')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
                {t('signIn.guestHint')}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  )
}
