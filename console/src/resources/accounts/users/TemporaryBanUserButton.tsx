import { useState } from 'react'
import { Stack, TextField, Typography } from '@mui/material'
import TimerOffIcon from '@mui/icons-material/TimerOff'
import { useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

// datetime-local wants local time without a zone: shift by the offset before cutting the ISO string.
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
const DAY_MS = 24 * 3600 * 1000

/** Bans the shown user until a chosen time; the ban lapses by itself. */
export const TemporaryBanUserButton = () => {
  const [until, setUntil] = useState(() => localInput(new Date(Date.now() + DAY_MS)))
  const translate = useTranslate()
  return (
    <ModerationActionButton
      reason="required"
      route={routes.accounts.temporaryBanUser}
      call={(user, p, reason) =>
        p.call(routes.accounts.temporaryBanUser, {
          body: { userUuid: user.id, reason, until: new Date(until).toISOString() }
        })
      }
      label="spinroom.moderation.temporary_ban"
      icon={<TimerOffIcon />}
      color="warning"
      confirmTitle="spinroom.moderation.temporary_ban_title"
      confirmContent={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="datetime-local"
            label={translate('spinroom.moderation.temporary_ban_until')}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="body2">{translate('spinroom.moderation.temporary_ban_content')}</Typography>
        </Stack>
      }
      done="spinroom.moderation.temporarily_banned"
      disabled={(user) => user.status === 'banned'}
    />
  )
}
