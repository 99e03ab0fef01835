import { useEffect, useState } from 'react'
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
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import { playerPaths, wantsSignUp } from '@spinroom/schemas'
import { BackToFrontDoor } from './BackToFrontDoor.tsx'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { BrandMark } from '../shared/BrandMark.tsx'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
import { MagicLinkForm } from './MagicLinkForm.tsx'
import { PasswordForm } from './PasswordForm.tsx'
import { PhoneForm } from './PhoneForm.tsx'
import { forgetResetLinkUse, lastResetLinkUse, readResetLink } from './reset-link.ts'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'
import { SessionEndedNotice } from './SessionEndedNotice.tsx'
import { SignUpForm } from './SignUpForm.tsx'
import { useAttempt, useFailureText } from './useAttempt.ts'
import { useSession } from './useSession.ts'
import { VoucherForm } from './VoucherForm.tsx'

const methods = ['password', 'phone', 'link', 'signUp'] as const
type Method = (typeof methods)[number]
/** Screens beside the tabs, each with a way back to them. */
type Panel = Method | 'forgot' | 'reset' | 'voucher'

const isMethod = (panel: Panel): panel is Method => (methods as readonly string[]).includes(panel)

const titles = {
  password: { title: 'signIn.title', subtitle: 'signIn.subtitle' },
  phone: { title: 'signIn.title', subtitle: 'signIn.subtitle' },
  link: { title: 'signIn.title', subtitle: 'signIn.subtitle' },
  signUp: { title: 'signIn.signUpTitle', subtitle: 'signIn.signUpSubtitle' },
  forgot: { title: 'resetPassword.forgotTitle', subtitle: 'resetPassword.forgotSubtitle' },
  reset: { title: 'resetPassword.title', subtitle: 'resetPassword.subtitle' },
  voucher: { title: 'voucher.title', subtitle: 'voucher.subtitle' }
} as const satisfies Record<Panel, { title: string; subtitle: string }>

export function SignInScreen() {
  const { t } = useTranslation()
  const { state, signIn, continueAsGuest, adopt } = useSession()
  const failureText = useFailureText()
  const [resetVisit] = useState(() => readResetLink(window.location.pathname, window.location.search))
  // A link this tab has just used ended the session it was used in: what is left is signing in with the new password.
  const [linkUsed] = useState(() => !!resetVisit?.token && resetVisit.token === lastResetLinkUse())
  const [panel, setPanel] = useState<Panel>(
    resetVisit && !linkUsed
      ? resetVisit.token
        ? 'reset'
        : 'forgot'
      : wantsSignUp(window.location.search)
        ? 'signUp'
        : 'password'
  )
  const [passwordChanged, setPasswordChanged] = useState(linkUsed)
  const guest = useAttempt<'guest'>()
  const show = (next: Panel) => {
    setPasswordChanged(false)
    setPanel(next)
  }

  // The token is kept here; the address becomes the sign-in screen's, whose sign-in lands on the start.
  useEffect(() => {
    if (resetVisit) window.history.replaceState(null, '', playerPaths.signIn)
    forgetResetLinkUse()
  }, [resetVisit])
  const linkFailure = state.status === 'signedOut' && state.failure !== undefined ? failureText(state.failure) : null
  // A session the server ended, or a link that failed, is explained here until the visitor signs in again.
  const explained = state.status === 'signedOut' && (!!state.ended || state.failure !== undefined)

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: { xs: 2, sm: 3 } }}>
        {explained ? <span /> : <BackToFrontDoor />}
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
                {t(titles[panel].title)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                {t(titles[panel].subtitle)}
              </Typography>
              {state.status === 'signedOut' && state.ended && <SessionEndedNotice ended={state.ended} />}
              {linkFailure && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="magic-link-error">
                  {t('signIn.linkFailed', { message: linkFailure })}
                </Alert>
              )}
              {passwordChanged && (
                <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="password-changed">
                  {t('resetPassword.changed')}
                </Alert>
              )}
              {isMethod(panel) ? (
                <Tabs
                  value={panel}
                  onChange={(_, value: Method) => show(value)}
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
              ) : (
                <Button
                  color="inherit"
                  startIcon={<ArrowBackIcon />}
                  onClick={() => show('password')}
                  sx={{ mb: 2, ml: -1 }}
                >
                  {t('resetPassword.back')}
                </Button>
              )}
              <Box
                {...(isMethod(panel)
                  ? { role: 'tabpanel', id: `sign-in-panel-${panel}`, 'aria-labelledby': `sign-in-tab-${panel}` }
                  : {})}
              >
                {panel === 'password' && <PasswordForm signIn={signIn} />}
                {panel === 'phone' && <PhoneForm adopt={adopt} />}
                {panel === 'link' && <MagicLinkForm />}
                {panel === 'signUp' && <SignUpForm adopt={adopt} />}
                {panel === 'forgot' && <ForgotPasswordForm signIn={signIn} />}
                {panel === 'reset' && resetVisit?.token && (
                  <ResetPasswordForm
                    token={resetVisit.token}
                    onDone={() => {
                      setPanel('password')
                      setPasswordChanged(true)
                    }}
                  />
                )}
                {panel === 'voucher' && <VoucherForm adopt={adopt} />}
              </Box>
              {isMethod(panel) && (
                <>
                  <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', mx: -1 }}>
                    <Button size="small" onClick={() => show('forgot')}>
                      {t('resetPassword.forgotLink')}
                    </Button>
                    <Button size="small" onClick={() => show('voucher')}>
                      {t('voucher.link')}
                    </Button>
                  </Stack>
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
                </>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  )
}
