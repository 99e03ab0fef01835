import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { playerPaths, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { api } from '../../api/client.ts'
import { checkSpotifyAccess, forgetSpotifyToken } from '../playback/drivers/spotify-account.ts'
import { readSpotifyReturn, spotifyRedirectUri, takeSpotifyState } from './spotify-link.ts'
import { SpotifyAccount } from './SpotifyAccount.tsx'

type Outcome = 'working' | 'linked' | 'denied' | 'foreign' | 'failed' | 'notConfigured'

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/** Spotify's way back (`playerPaths.linkSpotify`): checks the state, links the account, says how it went. */
export default function SpotifyLinkScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome>('working')
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const back = readSpotifyReturn(window.location.search, takeSpotifyState())
    // The code is single-use: it leaves the address bar and the history at once.
    navigate(playerPaths.linkSpotify, { replace: true })
    if (back.kind !== 'code') return setOutcome(back.kind)
    const body = { code: back.code, redirectUri: spotifyRedirectUri(window.location.origin) }
    api
      .call(routes.accounts.exchangeSpotifyCode, { body })
      .then(async () => {
        forgetSpotifyToken()
        await checkSpotifyAccess()
        setOutcome('linked')
      })
      .catch((error: unknown) => setOutcome(codeOf(error) === 503 ? 'notConfigured' : 'failed'))
  }, [navigate])

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="spotify-link">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('me.providers.spotify.linkTitle')}
        </Typography>
        {outcome === 'working' ? (
          <CircularProgress size={28} aria-label={t('me.providers.spotify.working')} />
        ) : outcome === 'linked' ? (
          <Alert severity="success">{t('me.providers.spotify.linked')}</Alert>
        ) : (
          <Alert severity={outcome === 'denied' ? 'info' : 'error'} data-testid="spotify-link-error">
            {t(`me.providers.spotify.outcome.${outcome}`)}
          </Alert>
        )}
        {outcome !== 'working' && <SpotifyAccount />}
        <Button component={RouterLink} to={`${playerPaths.me}#providers`} sx={{ mt: 2 }}>
          {t('me.providers.spotify.back')}
        </Button>
      </Paper>
    </Container>
  )
}
