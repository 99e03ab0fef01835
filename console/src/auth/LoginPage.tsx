import HeadphonesIcon from '@mui/icons-material/Headphones'
import { Typography } from '@mui/material'
import { Login, LoginForm, useTranslate } from 'react-admin'

/** react-admin's login form (its `username` field is the e-mail), under the console's name. */
export const LoginPage = () => {
  const translate = useTranslate()
  return (
    <Login avatarIcon={<HeadphonesIcon />}>
      <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mt: 1 }}>
        {translate('spinroom.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 2 }}>
        {translate('spinroom.auth.who')}
      </Typography>
      <LoginForm />
    </Login>
  )
}
