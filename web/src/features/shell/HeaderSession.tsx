import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LogoutIcon from '@mui/icons-material/Logout'
import { useTranslation } from 'react-i18next'
import { useSession } from '../session/useSession.ts'
import { useSignInHere } from '../session/useSignInHere.ts'

/** A signed-in user's way out: a button on wide screens, an icon on narrow ones. */
export function SignOutButtons() {
  const { t } = useTranslation()
  const { signOut } = useSession()
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => void signOut()}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider' }}
      >
        {t('shell.signOut')}
      </Button>
      <IconButton
        color="inherit"
        aria-label={t('shell.signOut')}
        title={t('shell.signOut')}
        onClick={() => void signOut()}
        sx={{ display: { md: 'none' } }}
      >
        <LogoutIcon />
      </IconButton>
    </>
  )
}

/** A guest's way to an account, coming back to the page they are on (the room they listen in). */
export function GuestSignIn() {
  const { t } = useTranslation()
  const signInHere = useSignInHere()
  return (
    <>
      <Button
        color="inherit"
        onClick={() => void signInHere()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {t('frontDoor.signIn')}
      </Button>
      <Button
        variant="contained"
        onClick={() => void signInHere({ signUp: true })}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('frontDoor.signUp')}
      </Button>
    </>
  )
}
