import LogoutIcon from '@mui/icons-material/Logout'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Closes the shown user's open connections; the account stays usable. */
export const KickUserButton = () => (
  <ModerationActionButton
    path="/users/kick"
    label="Kick"
    icon={<LogoutIcon />}
    color="warning"
    confirmTitle='Kick "%{name}"?'
    confirmContent="Their open connections are told why and closed. They can sign in again."
    done="User kicked"
  />
)
