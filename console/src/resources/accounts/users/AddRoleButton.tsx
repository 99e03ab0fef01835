import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import AddModeratorIcon from '@mui/icons-material/AddModerator'
import { useTranslate } from 'react-admin'
import { mayGrantRole, routes, userRoles, type UserRole } from '@spinroom/schemas'
import { currentCaller } from '../../../auth/access.ts'
import { ModerationActionButton } from './ModerationActionButton.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

/** Grants the shown user a role (only the roles the caller may grant; the API refuses roles already held). */
export const AddRoleButton = () => {
  const [role, setRole] = useState<UserRole>('moderator')
  const translate = useTranslate()
  const words = useEnumWords()
  const grantable = userRoles.filter((r) => mayGrantRole(r, currentCaller().roles))
  return (
    <ModerationActionButton
      reason="optional"
      route={routes.accounts.addRole}
      call={(user, p, reason) => p.call(routes.accounts.addRole, { body: { userUuid: user.id, reason, role } })}
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
          {grantable.map((r) => (
            <MenuItem key={r} value={r}>
              {words('userRoles', r)}
            </MenuItem>
          ))}
        </TextField>
      }
      done="spinroom.moderation.role_added"
    />
  )
}
