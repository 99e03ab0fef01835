import HeadphonesIcon from '@mui/icons-material/Headphones'
import { useState } from 'react'
import { Alert, Typography } from '@mui/material'
import { Login, LoginForm, useTranslate } from 'react-admin'
import { useLocation } from 'react-router-dom'
import { AuthLinks } from './AuthLinks.tsx'
import { readAuthView } from './auth-view.ts'
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx'
import { ResetPasswordPanel } from './ResetPasswordPanel.tsx'
import { takeSessionEnd } from './session-end.ts'
import { SignUpPanel } from './SignUpPanel.tsx'
import { VoucherPanel } from './VoucherPanel.tsx'

/**
 * react-admin's login form (its `username` is the e-mail) under the console's name; says why a session ended. The
 * address may name another view instead: create account, forgot password, reset password, redeem a voucher.
 */
export const LoginPage = () => {
  const translate = useTranslate()
  const location = useLocation()
  const { view, token } = readAuthView(location.search)
  const passwordChanged = (location.state as { passwordChanged?: boolean } | null)?.passwordChanged === true
  const [ended] = useState(takeSessionEnd)
  const reason = ended?.reason ?? translate('spinroom.auth.no_reason')
  const until = ended?.until ? new Date(ended.until).toLocaleString() : null
  return (
    <Login avatarIcon={<HeadphonesIcon />}>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mt: 1 }}>
        {translate('spinroom.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 2 }}>
        {translate('spinroom.auth.who')}
      </Typography>
      {passwordChanged && !view && (
        <Alert severity="success" role="status" sx={{ mx: 2, mt: 2, maxWidth: 268 }} data-testid="password-changed">
          {translate('spinroom.auth.password_changed')}
        </Alert>
      )}
      {ended && !view && (
        <Alert
          severity="error"
          variant="filled"
          role="alert"
          sx={{ mx: 2, mt: 2, maxWidth: 268 }}
          data-testid="session-ended"
        >
          {ended.event === 'deactivated'
            ? translate('spinroom.auth.deactivated')
            : ended.event === 'signedOut'
              ? translate('spinroom.auth.signed_out', { reason })
              : until
                ? translate('spinroom.auth.banned_until', { reason, until })
                : translate('spinroom.auth.banned', { reason })}
        </Alert>
      )}
      {view === 'sign-up' && <SignUpPanel />}
      {view === 'forgot' && <ForgotPasswordPanel />}
      {view === 'reset' && <ResetPasswordPanel key={token} token={token} />}
      {view === 'voucher' && <VoucherPanel />}
      {!view && (
        <>
          <LoginForm />
          <AuthLinks />
        </>
      )}
    </Login>
  )
}
