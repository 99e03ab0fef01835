import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import AddModeratorIcon from '@mui/icons-material/AddModerator'
import { userRoles, type UserRole } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Grants the shown user a role (the API refuses privileged roles to non-administrators and roles already held). */
export const AddRoleButton = () => {
  const [role, setRole] = useState<UserRole>('moderator')
  return (
    <ModerationActionButton
      path="/users/add-role"
      fields={() => ({ role })}
      label="Add role"
      icon={<AddModeratorIcon />}
      confirmTitle='Add a role to "%{name}"'
      confirmContent={
        <TextField select fullWidth label="Role" value={role} onChange={(event) => setRole(event.target.value as UserRole)} sx={{ mt: 1 }}>
          {userRoles.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
      }
      done="Role added"
    />
  )
}
