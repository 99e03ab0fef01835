import { useState } from 'react'
import { Stack, TextField, Typography } from '@mui/material'
import TimerOffIcon from '@mui/icons-material/TimerOff'
import { ModerationActionButton } from './ModerationActionButton.tsx'

// datetime-local wants local time without a zone: shift by the offset before cutting the ISO string.
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
const DAY_MS = 24 * 3600 * 1000

/** Bans the shown user until a chosen time; the ban lapses by itself. */
export const TemporaryBanUserButton = () => {
  const [until, setUntil] = useState(() => localInput(new Date(Date.now() + DAY_MS)))
  return (
    <ModerationActionButton
      path="/users/temporary-ban"
      fields={() => ({ until: new Date(until).toISOString() })}
      label="Temporary ban"
      icon={<TimerOffIcon />}
      color="warning"
      confirmTitle='Ban "%{name}" until…'
      confirmContent={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField type="datetime-local" label="Until" value={until} onChange={(event) => setUntil(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Typography variant="body2">They are signed out everywhere at once and can sign in again after this time.</Typography>
        </Stack>
      }
      done="User banned until the chosen time"
      disabled={(user) => user.status === 'banned'}
    />
  )
}
