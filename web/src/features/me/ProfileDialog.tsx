import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { routes, type User, type UserProfilePatch } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { callKey, routeKey, useCall, useCallMutation } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { useSession } from '../session/useSession.ts'
import { useFailureText } from '../session/useAttempt.ts'

/** The avatars the user may wear, as a choice of pictures (none: their initial). */
function AvatarChoice({ value, onChange }: { value: string | null; onChange: (slug: string | null) => void }) {
  const { t } = useTranslation()
  const usable = useCall(routes.points.listUsableAvatars)
  const options = [{ slug: null, name: t('me.profile.noAvatar'), imageUrl: null }, ...(usable.data ?? [])]
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('me.profile.avatar')}
      </Typography>
      <LoadState query={usable}>
        <Box
          role="radiogroup"
          aria-label={t('me.profile.avatar')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}
        >
          {options.map((avatar) => {
            const selected = avatar.slug === value
            return (
              <ButtonBase
                key={avatar.slug ?? 'none'}
                role="radio"
                aria-checked={selected}
                aria-label={avatar.name}
                onClick={() => onChange(avatar.slug)}
                sx={{
                  flexDirection: 'column',
                  gap: 0.5,
                  p: 1,
                  borderRadius: 2,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'action.selected' : 'transparent',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' }
                }}
              >
                {avatar.imageUrl ? (
                  <Box
                    component="img"
                    src={avatar.imageUrl}
                    alt=""
                    sx={{ width: 48, height: 48, borderRadius: '50%' }}
                  />
                ) : (
                  <Box sx={{ width: 48, height: 48, borderRadius: '50%', border: 1, borderColor: 'divider' }} />
                )}
                <Typography variant="caption" sx={{ lineHeight: 1.2, textAlign: 'center', overflowWrap: 'anywhere' }}>
                  {avatar.name}
                </Typography>
              </ButtonBase>
            )
          })}
        </Box>
      </LoadState>
    </Box>
  )
}

/** Edits what the API lets a user change of their own profile: nickname, pronouns, avatar. */
export function ProfileDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  const { updateUser } = useSession()
  const failureText = useFailureText()
  const [nickname, setNickname] = useState(user.nickname)
  const [pronoun, setPronoun] = useState(user.pronoun ?? '')
  const [displayPronouns, setDisplayPronouns] = useState(user.displayPronouns)
  const [avatarId, setAvatarId] = useState(user.avatarId)
  const save = useCallMutation(routes.accounts.updateOwnProfile, {
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(routes.accounts.ownProfile), saved)
      updateUser(saved)
      for (const board of [routes.points.getCurrentSeasonRanking, routes.points.getAllSeasonsRanking])
        void queryClient.invalidateQueries({ queryKey: routeKey(board) })
      onClose()
    }
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body: UserProfilePatch = {}
    if (nickname.trim() !== user.nickname) body.nickname = nickname.trim()
    if ((pronoun.trim() || null) !== user.pronoun) body.pronoun = pronoun.trim() || null
    if (displayPronouns !== user.displayPronouns) body.displayPronouns = displayPronouns
    if (avatarId !== user.avatarId) body.avatarId = avatarId
    if (Object.keys(body).length === 0) return onClose()
    save.mutate({ body })
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="profile-edit-title"
    >
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id="profile-edit-title">{t('me.profile.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {save.error && (
              <Alert severity="error" role="alert" data-testid="profile-error">
                {failureText(save.error)}
              </Alert>
            )}
            <TextField
              label={t('me.profile.nickname')}
              name="nickname"
              required
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <TextField
              label={t('me.profile.pronouns')}
              name="pronoun"
              value={pronoun}
              onChange={(event) => setPronoun(event.target.value)}
              helperText={t('me.profile.pronounsHint')}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <FormControlLabel
              control={
                <Switch checked={displayPronouns} onChange={(event) => setDisplayPronouns(event.target.checked)} />
              }
              label={t('me.profile.showPronouns')}
            />
            <AvatarChoice value={avatarId} onChange={setAvatarId} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
