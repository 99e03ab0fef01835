import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import AddModeratorIcon from '@mui/icons-material/AddModerator'
import { useTranslate } from 'react-admin'
import { routes, userRoles, type UserRole } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Grants the shown user a role (the API refuses privileged roles to non-administrators and roles already held). */
export const AddRoleButton = () => {
  const [role, setRole] = useState<UserRole>('moderator')
  const translate = useTranslate()
  return (
    <ModerationActionButton
      call={(user, p) => p.call(routes.accounts.addRole, { body: { userUuid: user.id, role } })}
      label="spinroom.moderation.add_role"
      icon={<AddModeratorIcon />}
      confirmTitle="spinroom.moderation.add_role_title"
      confirmContent={
        <TextField
          select
          fullWidth
          label={translate('spinroom.moderation.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          sx={{ mt: 1 }}
        >
          {userRoles.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
      }
      done="spinroom.moderation.role_added"
    />
  )
}
