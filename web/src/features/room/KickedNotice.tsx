import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { KickedFromRoom } from '@spinroom/schemas'
import { useFormat } from '../language/useFormat.ts'

/** What a kicked listener sees in place of the room: who did it and until when. */
export function KickedNotice({ kicked }: { kicked: KickedFromRoom }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="room-kicked"
      sx={{ maxWidth: 560, mx: 'auto' }}
      action={
        <Button color="inherit" component={RouterLink} to="/rooms">
          {t('room.join.backToRooms')}
        </Button>
      }
    >
      <AlertTitle>{t('room.kicked.title')}</AlertTitle>
      {t('room.kicked.message', { until: format.dateTime(new Date(kicked.expirationTime)) })}
    </Alert>
  )
}
