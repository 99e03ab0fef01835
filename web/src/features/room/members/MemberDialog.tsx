import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { routes, type LiveRoomState, type LiveUser, type RoomRole } from '@spinroom/schemas'
import { api } from '../../../api/client.ts'
import { useErrorText } from '../../../api/useErrorText.ts'
import { routeKey, useCall } from '../../../api/queries.ts'
import { useFormat } from '../../language/useFormat.ts'
import { useIdentity } from '../../session/useSession.ts'
import { grantableRoles, mayModerate, memberOf } from '../live-users.ts'
import { durations, expiryOf, type DurationKey } from './durations.ts'
import { MemberAvatar } from './MemberAvatar.tsx'
import { MemberSocial } from '../../social/MemberSocial.tsx'

interface Props {
  live: LiveRoomState
  me: LiveUser | null
  memberUuid: string
  onClose: () => void
}

const durationKeys = Object.keys(durations) as DurationKey[]

/** A user's card in the room; for moderators what their room role allows: kick, unseat, grant and remove roles. */
export function MemberDialog({ live, me, memberUuid, onClose }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const identity = useIdentity()
  const queryClient = useQueryClient()
  const member = memberOf(live, memberUuid)
  const roomUuid = live.settings.uuid
  const moderator = mayModerate(me, identity.roles) && memberUuid !== identity.id
  const grantable = moderator ? grantableRoles(me, identity.roles) : []
  const isGuest = member.live?.tokenRole === 'guest'
  const roomRoles = useCall(routes.rooms.listRoomRoles, { params: { roomId: roomUuid } }, { enabled: !isGuest })
  const roles = roomRoles.data?.filter((r) => r.userUuid === memberUuid)
  const [kickFor, setKickFor] = useState<DurationKey>('10m')
  const [role, setRole] = useState<RoomRole | ''>('')
  const [roleFor, setRoleFor] = useState<DurationKey>('forever')
  const [error, setError] = useState<string | null>(null)
  const isDj = live.djs.some((d) => d.uuid === memberUuid)

  const run = (action: () => Promise<unknown>, closeAfter = false) => {
    setError(null)
    action()
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: routeKey(routes.rooms.listRoomRoles) })
        if (closeAfter) onClose()
      })
      .catch((e: unknown) => setError(errorText(e)))
  }

  const roleName = (name: RoomRole) => t(`room.member.roleNames.${name}`)
  const removable = (name: RoomRole) => grantable.includes(name)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <MemberAvatar member={member} size={48} named={false} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('room.member.title', { nickname: member.nickname })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {!isGuest && identity.isLoggedIn && memberUuid !== identity.id && (
          <Box sx={{ mb: 2 }}>
            <MemberSocial userUuid={memberUuid} nickname={member.nickname} meUuid={identity.id} />
          </Box>
        )}
        {!isGuest && (
          <>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t('room.member.roles')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {roomRoles.isPending && <CircularProgress size={20} aria-label={t('nav.loading')} />}
              {roles?.length === 0 && <Typography color="text.secondary">{t('room.member.noRoles')}</Typography>}
              {roles?.map((r) => (
                <Box key={r.id} sx={{ display: 'flex', alignItems: 'center' }}>
                  <Chip
                    label={
                      r.expirationTime
                        ? `${roleName(r.role)} · ${t('room.member.until', { until: format.dateTime(new Date(r.expirationTime)) })}`
                        : roleName(r.role)
                    }
                  />
                  {removable(r.role) && (
                    <IconButton
                      size="small"
                      aria-label={t('room.member.removeRole', { role: roleName(r.role) })}
                      onClick={() =>
                        run(() =>
                          api.call(routes.rooms.removeRoomRole, {
                            params: { roomId: roomUuid },
                            body: { userUuid: memberUuid, role: r.role }
                          })
                        )
                      }
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              ))}
            </Box>
          </>
        )}
        {moderator && (
          <Stack spacing={2}>
            <Divider />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('room.member.kickFor')}
                value={kickFor}
                onChange={(event) => setKickFor(event.target.value as DurationKey)}
              >
                {durationKeys
                  .filter((key) => key !== 'forever')
                  .map((key) => (
                    <MenuItem key={key} value={key}>
                      {t(`room.member.durations.${key}`)}
                    </MenuItem>
                  ))}
              </TextField>
              <Button
                variant="contained"
                color="warning"
                sx={{ flexShrink: 0 }}
                data-testid="kick-user"
                onClick={() =>
                  run(
                    () =>
                      api.live.kickUserFromRoom({ roomUuid, userUuid: memberUuid, expirationTime: expiryOf(kickFor) }),
                    true
                  )
                }
              >
                {t('room.member.kick')}
              </Button>
            </Stack>
            {isDj && (
              <Button
                variant="outlined"
                onClick={() => run(() => api.live.removeDj({ roomUuid, djUuid: memberUuid }), true)}
              >
                {t('room.member.removeDj')}
              </Button>
            )}
            {grantable.length > 0 && !isGuest && (
              <Stack spacing={1}>
                <Typography variant="overline" color="text.secondary" component="h3">
                  {t('room.member.grant')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    select
                    size="small"
                    label={t('room.member.role')}
                    value={role}
                    onChange={(event) => setRole(event.target.value as RoomRole)}
                  >
                    {grantable.map((name) => (
                      <MenuItem key={name} value={name}>
                        {roleName(name)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label={t('room.member.duration')}
                    value={roleFor}
                    onChange={(event) => setRoleFor(event.target.value as DurationKey)}
                  >
                    {durationKeys.map((key) => (
                      <MenuItem key={key} value={key}>
                        {t(`room.member.durations.${key}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    variant="outlined"
                    disabled={!role}
                    sx={{ flexShrink: 0 }}
                    onClick={() =>
                      role &&
                      run(() =>
                        api.call(routes.rooms.grantRoomRole, {
                          params: { roomId: roomUuid },
                          body: { userUuid: memberUuid, role, expirationTime: expiryOf(roleFor) }
                        })
                      )
                    }
                  >
                    {t('room.member.grantButton')}
                  </Button>
                </Stack>
              </Stack>
            )}
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('room.member.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
