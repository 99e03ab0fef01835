import PublicIcon from '@mui/icons-material/Public'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Makes the shown user a global moderator (administrators only; the API says so to others). */
export const GlobalModeratorButton = () => (
  <ModerationActionButton
    path="/users/add-global-moderator-role"
    label="Global moderator"
    icon={<PublicIcon />}
    confirmTitle='Make "%{name}" a global moderator?'
    confirmContent="They may moderate every room and every user below their rank."
    done="Global moderator role added"
    disabled={(user) => user.roles.includes('globalModerator')}
  />
)
