import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { signInPage } from '@spinroom/schemas'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { goTo } from '../session/address.ts'
import { BrandMark } from '../shared/BrandMark.tsx'

/** A link to the sign-in screen that stays in the page (no reload): the session is kept in this page's memory. */
export function SignInLink({ signUp, variant }: { signUp: boolean; variant: 'text' | 'contained' | 'outlined' }) {
  const { t } = useTranslation()
  const to = signInPage({ signUp })
  return (
    <Button
      href={to}
      variant={variant}
      color={variant === 'contained' ? 'primary' : 'inherit'}
      onClick={(event) => {
        event.preventDefault()
        goTo(to)
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {signUp ? t('frontDoor.signUp') : t('frontDoor.signIn')}
    </Button>
  )
}

/** The front door's header: the brand, the language, and the ways to sign in or up. */
export function FrontDoorHeader() {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.75, sm: 1.5 }, px: { xs: 1.5, sm: 3 }, py: 1.5 }}
    >
      <BrandMark size={32} compact />
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <LanguageSwitch />
      </Box>
      <SignInLink signUp={false} variant="text" />
      <SignInLink signUp variant="contained" />
    </Box>
  )
}
