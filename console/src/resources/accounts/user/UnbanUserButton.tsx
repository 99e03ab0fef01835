import LockOpenIcon from '@mui/icons-material/LockOpen'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Lifts the shown user's ban. */
export const UnbanUserButton = () => (
  <ModerationActionButton
    path="/users/unban"
    label="Unban"
    icon={<LockOpenIcon />}
    confirmTitle='Unban "%{name}"?'
    confirmContent="They can sign in again at once."
    done="User unbanned"
    disabled={(user) => user.status !== 'banned'}
  />
)
