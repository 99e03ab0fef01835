import { useState } from 'react'
import { Stack, TextField, Typography } from '@mui/material'
import PasswordIcon from '@mui/icons-material/Password'
import { useTranslate } from 'react-admin'
import type { AdminChangePassword } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Sets the shown user's password (POST /users/change-password-admin { userUuid, newPassword }); the API checks the length. */
export const ChangePasswordButton = () => {
  const [newPassword, setNewPassword] = useState('')
  const translate = useTranslate()
  return (
    <ModerationActionButton
      path="/users/change-password-admin"
      fields={(): Omit<AdminChangePassword, 'userUuid'> => ({ newPassword })}
      label="spinroom.moderation.change_password"
      icon={<PasswordIcon />}
      confirmTitle="spinroom.moderation.change_password_title"
      confirmContent={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="password"
            name="newPassword"
            autoComplete="new-password"
            label={translate('spinroom.moderation.change_password_field')}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <Typography variant="body2">{translate('spinroom.moderation.change_password_content')}</Typography>
        </Stack>
      }
      done="spinroom.moderation.password_changed"
      onClose={() => setNewPassword('')}
    />
  )
}
