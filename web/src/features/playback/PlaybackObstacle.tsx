import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { playerPaths } from '@spinroom/schemas'
import { useSignInHere } from '../session/useSignInHere.ts'
import type { Choice } from './provider-choice.ts'

/** Why this listener cannot hear the room's song, in plain words, and the way to fix it when there is one. */
export function PlaybackObstacle({ choice }: { choice: Choice }) {
  const { t, i18n } = useTranslation()
  const signInHere = useSignInHere()
  if (choice.provider) return null
  const obstacle = choice.obstacle
  const provider = obstacle && t(`playback.provider.${obstacle.provider}`)
  // The server's message may be one of our translation keys, known only at run time.
  const message = obstacle?.message && (i18n.exists(obstacle.message) ? t(obstacle.message as never) : obstacle.message)
  const text = choice.explicit
    ? t('playback.obstacle.explicit')
    : obstacle
      ? t(`playback.obstacle.${obstacle.access}`, { provider, message })
      : t('playback.obstacle.none')
  const action = choice.explicit
    ? t('playback.obstacle.allowExplicit')
    : obstacle?.access === 'notLinked'
      ? t('playback.obstacle.link', { provider })
      : obstacle?.access === 'notAuthorized'
        ? t('playback.obstacle.connect', { provider })
        : null
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="warning.main" data-testid="playback-obstacle" role="status">
        {text}
      </Typography>
      {action && (
        <Button size="small" component={RouterLink} to={`${playerPaths.me}#providers`}>
          {action}
        </Button>
      )}
      {obstacle?.access === 'signIn' && (
        <Button size="small" onClick={() => void signInHere()}>
          {t('playback.obstacle.signInAction')}
        </Button>
      )}
    </Stack>
  )
}
