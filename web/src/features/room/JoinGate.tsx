import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { playerPaths, routes, type JoinRoom, type Room } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { useFormat } from '../language/useFormat.ts'
import { useIdentity } from '../session/useSession.ts'
import type { JoinRefusal } from './join-refusal.ts'

interface Props {
  target: Room
  refusal: JoinRefusal
  busy: boolean
  onJoin: (passwords: Omit<JoinRoom, 'roomUuid'>) => void
}

/** Until when a restriction role (banned, kicked) keeps the caller out, when it lapses at all. */
function useRestrictionEnd(target: Room, role: 'banned' | 'kicked' | null): string | null {
  const identity = useIdentity()
  const roles = useCall(
    routes.rooms.listRoomRoles,
    { params: { roomId: target.uuid } },
    { enabled: !!role && identity.isLoggedIn }
  )
  return roles.data?.find((r) => r.userUuid === identity.id && r.role === role)?.expirationTime ?? null
}

/** Why the room did not let the caller in, and what they can do about it: a password form, or when to come back. */
export function JoinGate({ target, refusal, busy, onJoin }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const [password, setPassword] = useState('')
  const restricted = refusal.kind === 'banned' || refusal.kind === 'kicked' ? refusal.kind : null
  const until = useRestrictionEnd(target, restricted)
  const asks = refusal.kind === 'password' || refusal.kind === 'guestPassword' ? refusal : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onJoin(asks?.kind === 'guestPassword' ? { guestPassword: password } : { password })
  }

  const message = () => {
    const when = until ? format.dateTime(new Date(until)) : null
    switch (refusal.kind) {
      case 'banned':
        return when ? t('room.join.bannedUntil', { until: when }) : t('room.join.banned')
      case 'kicked':
        return when ? t('room.join.kickedUntil', { until: when }) : t('room.join.kicked')
      case 'full':
        return t('room.join.full')
      case 'other':
        return t('room.join.failed', { message: refusal.message })
      default:
        return null
    }
  }

  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <CardContent component={Stack} spacing={2} sx={{ p: { xs: 2.5, sm: 3 } }}>
        {asks && (
          <Typography variant="overline" color="text.secondary">
            {target.name}
          </Typography>
        )}
        <Typography variant="h5" component="h2" sx={{ mt: asks ? '0 !important' : undefined }}>
          {asks ? t('room.join.passwordTitle') : target.name}
        </Typography>
        {asks ? (
          <Stack component="form" spacing={2} onSubmit={submit}>
            <Typography color="text.secondary">
              {asks.kind === 'guestPassword' ? t('room.join.guestPasswordLead') : t('room.join.passwordLead')}
            </Typography>
            {asks.wrong && (
              <Alert severity="error" data-testid="join-error">
                {t('room.join.wrongPassword')}
              </Alert>
            )}
            <TextField
              type="password"
              name="password"
              autoFocus
              required
              autoComplete="off"
              label={asks.kind === 'guestPassword' ? t('room.join.guestPassword') : t('room.join.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy || !password}>
              {busy ? <CircularProgress size={22} aria-label={t('room.join.joining')} /> : t('room.join.submit')}
            </Button>
          </Stack>
        ) : (
          <>
            <Alert severity={refusal.kind === 'other' ? 'error' : 'warning'} data-testid="join-error">
              {message()}
            </Alert>
            <Stack direction="row" spacing={1}>
              {(refusal.kind === 'full' || refusal.kind === 'other') && (
                <Button variant="contained" disabled={busy} onClick={() => onJoin({})}>
                  {t('room.join.retry')}
                </Button>
              )}
              <Button component={RouterLink} to={playerPaths.rooms}>
                {t('room.join.backToRooms')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  )
}
