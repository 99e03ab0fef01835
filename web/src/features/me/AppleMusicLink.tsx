import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { appleMusicRemembered, connectAppleMusic, disconnectAppleMusic } from '../playback/drivers/apple-account.ts'
import { usePlaybackSettings } from '../playback/playback-settings.ts'
import { useIdentity } from '../session/useSession.ts'

/**
 * Connects this browser's Apple Music (MusicKit's sign-in, its script loaded on the click) so Apple Music songs play in
 * full; shown when the server is configured for Apple Music.
 */
export function AppleMusicLink() {
  const { t } = useTranslation()
  const identity = useIdentity()
  const settings = usePlaybackSettings()
  const [connected, setConnected] = useState(() => appleMusicRemembered(identity.id))
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!settings.data?.providers.apple?.configured) return null

  const run = async (change: () => Promise<void>, after: boolean) => {
    setBusy(true)
    setFailed(false)
    try {
      await change()
      setConnected(after)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  const connect = () => run(connectAppleMusic, true)
  const disconnect = () => run(disconnectAppleMusic, false)

  return (
    <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="apple-music-link">
      <Typography variant="subtitle2">{t('me.providers.name.apple')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="apple-music-status">
        {connected ? t('me.providers.apple.connected') : t('me.providers.apple.hint')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {t('me.providers.apple.failed')}
        </Alert>
      )}
      {connected ? (
        <Button variant="outlined" disabled={busy} onClick={() => void disconnect()}>
          {t('me.providers.apple.disconnect')}
        </Button>
      ) : (
        <Button variant="contained" disabled={busy} onClick={() => void connect()}>
          {t('me.providers.apple.connect')}
        </Button>
      )}
    </Box>
  )
}
