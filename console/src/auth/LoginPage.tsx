import HeadphonesIcon from '@mui/icons-material/Headphones'
import { useState } from 'react'
import { Alert, Typography } from '@mui/material'
import { Login, LoginForm, useTranslate } from 'react-admin'
import { takeSessionEnd } from './session-end.ts'

/** react-admin's login form (its `username` is the e-mail) under the console's name; says why a session ended. */
export const LoginPage = () => {
  const translate = useTranslate()
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
      {ended && (
        <Alert
          severity="error"
          variant="filled"
          role="alert"
          sx={{ mx: 2, mt: 2, maxWidth: 268 }}
          data-testid="session-ended"
        >
          {ended.event === 'deactivated'
            ? translate('spinroom.auth.deactivated')
            : until
              ? translate('spinroom.auth.banned_until', { reason, until })
              : translate('spinroom.auth.banned', { reason })}
        </Alert>
      )}
      <LoginForm />
    </Login>
  )
}
