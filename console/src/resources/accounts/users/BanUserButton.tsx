import BlockIcon from '@mui/icons-material/Block'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Bans the shown user: their tokens stop working and their open sockets are closed. */
export const BanUserButton = () => (
  <ModerationActionButton
    reason="required"
    route={routes.accounts.banUser}
    call={(user, p, reason) => p.call(routes.accounts.banUser, { body: { userUuid: user.id, reason } })}
    label="spinroom.moderation.ban"
    icon={<BlockIcon />}
    color="error"
    confirmTitle="spinroom.moderation.ban_title"
    confirmContent="spinroom.moderation.ban_content"
    done="spinroom.moderation.banned"
    disabled={(user) => user.status === 'banned'}
  />
)
