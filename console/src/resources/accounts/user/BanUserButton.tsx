import BlockIcon from '@mui/icons-material/Block'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Bans the shown user: their tokens stop working and their open sockets are closed. */
export const BanUserButton = () => (
  <ModerationActionButton
    path="/users/ban"
    label="Ban"
    icon={<BlockIcon />}
    color="error"
    confirmTitle='Ban "%{name}"?'
    confirmContent="They are signed out everywhere at once and cannot sign in until unbanned."
    done="User banned"
    disabled={(user) => user.status === 'banned'}
  />
)
