import { Link as MuiLink, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { authViewPath, type AuthView } from './auth-view.ts'

const links: { view: AuthView; label: string }[] = [
  { view: 'forgot', label: 'spinroom.auth.forgot_link' },
  { view: 'reset', label: 'spinroom.auth.reset_link' },
  { view: 'sign-up', label: 'spinroom.auth.sign_up_link' },
  { view: 'voucher', label: 'spinroom.auth.voucher_link' }
]

/** Under the login form: the other sign-in views. */
export const AuthLinks = () => {
  const translate = useTranslate()
  return (
    <Stack
      component="nav"
      spacing={1}
      sx={{ px: 2, pb: 2, alignItems: 'center' }}
      aria-label={translate('spinroom.auth.more')}
    >
      {links.map(({ view, label }) => (
        <MuiLink key={view} component={Link} to={authViewPath(view)} variant="body2">
          {translate(label)}
        </MuiLink>
      ))}
    </Stack>
  )
}
