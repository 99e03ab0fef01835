import LogoutIcon from '@mui/icons-material/Logout'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Closes the shown user's open connections; the account stays usable. */
export const KickUserButton = () => (
  <ModerationActionButton
    reason="required"
    route={routes.accounts.kickUser}
    call={(user, p, reason) => p.call(routes.accounts.kickUser, { body: { userUuid: user.id, reason } })}
    label="spinroom.moderation.kick"
    icon={<LogoutIcon />}
    color="warning"
    confirmTitle="spinroom.moderation.kick_title"
    confirmContent="spinroom.moderation.kick_content"
    done="spinroom.moderation.kicked"
  />
)
