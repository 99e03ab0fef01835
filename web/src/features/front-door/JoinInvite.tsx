import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { SignInLink } from './FrontDoorHeader.tsx'

/** Below the rooms: what an account adds to listening, and the way to one. */
export function JoinInvite() {
  const { t } = useTranslation()
  return (
    <Box
      component="section"
      aria-labelledby="join-invite-title"
      sx={{
        mt: { xs: 3, sm: 5 },
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography id="join-invite-title" variant="h6" component="h2">
          {t('frontDoor.inviteTitle')}
        </Typography>
        <Typography color="text.secondary">{t('frontDoor.inviteBody')}</Typography>
      </Box>
      <SignInLink signUp variant="outlined" />
    </Box>
  )
}
