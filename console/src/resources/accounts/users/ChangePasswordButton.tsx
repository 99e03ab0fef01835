import { useState } from 'react'
import PasswordIcon from '@mui/icons-material/Password'
import { routes } from '@spinroom/schemas'
import { PasswordConfirmContent } from '../../../actions/PasswordConfirmContent.tsx'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Sets the shown user's password; the API checks the length. */
export const ChangePasswordButton = () => {
  const [newPassword, setNewPassword] = useState('')
  return (
    <ModerationActionButton
      route={routes.accounts.adminChangePassword}
      call={(user, p) => p.call(routes.accounts.adminChangePassword, { body: { userUuid: user.id, newPassword } })}
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
