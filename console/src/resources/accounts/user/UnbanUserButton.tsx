import LockOpenIcon from '@mui/icons-material/LockOpen'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Lifts the shown user's ban. */
export const UnbanUserButton = () => (
  <ModerationActionButton
    path="/users/unban"
    label="spinroom.moderation.unban"
    icon={<LockOpenIcon />}
    confirmTitle="spinroom.moderation.unban_title"
    confirmContent="spinroom.moderation.unban_content"
    done="spinroom.moderation.unbanned"
    disabled={(user) => user.status !== 'banned'}
  />
)
