import LockOpenIcon from '@mui/icons-material/LockOpen'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Lifts the shown user's ban. */
export const UnbanUserButton = () => (
  <ModerationActionButton
    reason="optional"
    route={routes.accounts.unbanUser}
    call={(user, p, reason) => p.call(routes.accounts.unbanUser, { body: { userUuid: user.id, reason } })}
    label="spinroom.moderation.unban"
    icon={<LockOpenIcon />}
    confirmTitle="spinroom.moderation.unban_title"
    confirmContent="spinroom.moderation.unban_content"
    done="spinroom.moderation.unbanned"
    disabled={(user) => user.status !== 'banned'}
  />
)
