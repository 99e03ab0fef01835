import { useState } from 'react'
import PasswordIcon from '@mui/icons-material/Password'
import type { AdminChangePassword } from '@spinroom/schemas'
import { PasswordConfirmContent } from '../../../actions/PasswordConfirmContent.tsx'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/**
 * Sets the shown user's password (POST /users/change-password-admin { userUuid, newPassword }); the API checks the
 * length.
 */
export const ChangePasswordButton = () => {
  const [newPassword, setNewPassword] = useState('')
  return (
    <ModerationActionButton
      path="/users/change-password-admin"
      fields={(): Omit<AdminChangePassword, 'userUuid'> => ({ newPassword })}
      label="spinroom.moderation.change_password"
      icon={<PasswordIcon />}
      confirmTitle="spinroom.moderation.change_password_title"
      confirmContent={
        <PasswordConfirmContent
          name="newPassword"
          label="spinroom.moderation.change_password_field"
          text="spinroom.moderation.change_password_content"
          value={newPassword}
          onChange={setNewPassword}
        />
      }
      done="spinroom.moderation.password_changed"
      onClose={() => setNewPassword('')}
    />
  )
}
