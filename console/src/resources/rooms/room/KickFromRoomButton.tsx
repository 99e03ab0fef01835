import { useState } from 'react'
import { MenuItem, Stack, TextField, Typography } from '@mui/material'
import LogoutIcon from '@mui/icons-material/Logout'
import { useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import type { LiveRow } from './liveRows.ts'

/** How long a kick keeps the user out, in minutes, by i18n key under spinroom.rooms.kick_durations. */
const durations = { ten_minutes: 10, hour: 60, day: 1440, week: 10_080 } as const
type Duration = keyof typeof durations

/** Kicks the row's user out of the live room for a chosen time; the owner cannot be kicked. */
export const KickFromRoomButton = ({ roomUuid }: { roomUuid: string }) => {
  const [duration, setDuration] = useState<Duration>('ten_minutes')
  const translate = useTranslate()
  return (
    <ConfirmedCallButton<LiveRow>
      name={(user) => user.nickname}
      route={routes.rooms.kickUserFromRoom}
      call={(user, p) =>
        p.call(routes.rooms.kickUserFromRoom, {
          body: {
            roomUuid,
            userUuid: user.id,
            expirationTime: new Date(Date.now() + durations[duration] * 60_000).toISOString()
          }
        })
      }
      label="spinroom.rooms.kick"
      confirmTitle="spinroom.rooms.kick_title"
      confirmContent={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            name="kickFor"
            label={translate('spinroom.rooms.kick_for')}
            value={duration}
            onChange={(event) => setDuration(event.target.value as Duration)}
          >
            {Object.keys(durations).map((key) => (
              <MenuItem key={key} value={key}>
                {translate(`spinroom.rooms.kick_durations.${key}`)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2">{translate('spinroom.rooms.kick_content')}</Typography>
        </Stack>
      }
      done="spinroom.rooms.kicked"
      icon={<LogoutIcon />}
      color="warning"
      disabled={(user) => user.highestRole === 'owner'}
      onClose={() => setDuration('ten_minutes')}
    />
  )
}
