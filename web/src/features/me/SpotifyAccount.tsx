import { useEffect } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCallMutation } from '../../api/queries.ts'
import { checkSpotifyAccess, forgetSpotifyToken } from '../playback/drivers/spotify-account.ts'
import { usePlaybackSettings } from '../playback/playback-settings.ts'
import { useProviderAccess } from '../playback/provider-access.ts'
import { useFailureText } from '../session/useAttempt.ts'
import { beginSpotifyLink } from './spotify-link.ts'

const recheck = () => void checkSpotifyAccess().catch(() => undefined)

/** The listener's Spotify account: linked or not, Premium or not, with Link or Unlink (when the server has an app). */
export function SpotifyAccount() {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const settings = usePlaybackSettings()
  const access = useProviderAccess().spotify
  const spotify = settings.data?.spotify
  const offered = !!spotify?.clientId
  useEffect(() => {
    if (offered) recheck()
  }, [offered])
  const unlink = useCallMutation(routes.accounts.unlinkSpotify, {
    onSuccess: () => {
      forgetSpotifyToken()
      recheck()
    }
  })
  if (!spotify?.clientId || access === 'notConfigured') return null
  const linked = access === 'ready' || access === 'notPremium'
  const status =
    access && access !== 'notAuthorized'
      ? t(`me.providers.spotify.status.${access}`)
      : t('me.providers.spotify.checking')
  return (
    <Box sx={{ mt: 2 }} data-testid="spotify-account">
      <Typography variant="subtitle2" component="h3">
        {t('me.providers.spotify.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="spotify-status" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      {unlink.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failureText(unlink.error)}
        </Alert>
      )}
      {linked ? (
        <Button variant="outlined" size="small" disabled={unlink.isPending} onClick={() => unlink.mutate({})}>
          {t('me.providers.spotify.unlink')}
        </Button>
      ) : (
        access && (
          <Button variant="contained" size="small" onClick={() => beginSpotifyLink(spotify)}>
            {t('me.providers.spotify.link')}
          </Button>
        )
      )}
    </Box>
  )
}
