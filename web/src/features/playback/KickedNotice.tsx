import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { playerPaths, type KickedFromRoom } from '@spinroom/schemas'
import { useFormat } from '../language/useFormat.ts'

/** The words of a kick or a ban: which it was and until when (a ban may have no end). */
export function useKickWords(kicked: KickedFromRoom): { title: string; message: string } {
  const { t } = useTranslation()
  const format = useFormat()
  const until = kicked.expirationTime ? format.dateTime(new Date(kicked.expirationTime)) : null
  if (kicked.role !== 'banned') return { title: t('room.kicked.title'), message: t('room.kicked.message', { until }) }
  return {
    title: t('room.banned.title'),
    message: until ? t('room.banned.messageUntil', { until }) : t('room.banned.message')
  }
}

/** What a kicked or banned listener sees in place of the room. */
export function KickedNotice({ kicked }: { kicked: KickedFromRoom }) {
  const { t } = useTranslation()
  const words = useKickWords(kicked)
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid={kicked.role === 'banned' ? 'room-banned' : 'room-kicked'}
      sx={{ maxWidth: 560, mx: 'auto' }}
      action={
        <Button color="inherit" component={RouterLink} to={playerPaths.rooms}>
          {t('room.join.backToRooms')}
        </Button>
      }
    >
      <AlertTitle>{words.title}</AlertTitle>
      {words.message}
    </Alert>
  )
}

/** The one line of a kick or ban, where there is no room for a notice (the player bar). */
export function KickMessage({ kicked }: { kicked: KickedFromRoom }) {
  return <>{useKickWords(kicked).message}</>
}
