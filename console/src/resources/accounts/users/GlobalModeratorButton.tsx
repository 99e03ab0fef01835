import PublicIcon from '@mui/icons-material/Public'
import { mayGrantRole, routes } from '@spinroom/schemas'
import { currentCaller } from '../../../auth/access.ts'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Makes the shown user a global moderator: shown only to callers who may grant that role (administrators). */
export const GlobalModeratorButton = () =>
  mayGrantRole('globalModerator', currentCaller().roles) ? (
    <ModerationActionButton
      reason="optional"
      route={routes.accounts.addGlobalModeratorRole}
      call={(user, p, reason) =>
        p.call(routes.accounts.addGlobalModeratorRole, { body: { userUuid: user.id, reason } })
      }
      label="spinroom.moderation.global_moderator"
      icon={<PublicIcon />}
      confirmTitle="spinroom.moderation.global_moderator_title"
      confirmContent="spinroom.moderation.global_moderator_content"
      done="spinroom.moderation.global_moderator_added"
      disabled={(user) => user.roles.includes('globalModerator')}
    />
  ) : null
