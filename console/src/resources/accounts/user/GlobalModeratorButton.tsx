import PublicIcon from '@mui/icons-material/Public'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Makes the shown user a global moderator (administrators only; the API says so to others). */
export const GlobalModeratorButton = () => (
  <ModerationActionButton
    call={(user, p) => p.call(routes.accounts.addGlobalModeratorRole, { body: { userUuid: user.id } })}
    label="spinroom.moderation.global_moderator"
    icon={<PublicIcon />}
    confirmTitle="spinroom.moderation.global_moderator_title"
    confirmContent="spinroom.moderation.global_moderator_content"
    done="spinroom.moderation.global_moderator_added"
    disabled={(user) => user.roles.includes('globalModerator')}
  />
)
