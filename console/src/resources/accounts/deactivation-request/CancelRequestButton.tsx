import EventBusyIcon from '@mui/icons-material/EventBusy'
import type { DeactivationCancel } from '@spinroom/schemas'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** POST /users/cancel-requested-deactivate { userUuid }: a moderator turns the request down (closed as CANCELLED). */
export const CancelRequestButton = () => (
  <DeactivationActionButton
    call={(request) => ({
      path: '/users/cancel-requested-deactivate',
      method: 'POST',
      body: { userUuid: request.userUuid } satisfies DeactivationCancel
    })}
    label="spinroom.deactivations.cancel"
    confirmTitle="spinroom.moderation.cancel_deactivation_title"
    confirmContent="spinroom.moderation.cancel_deactivation_content"
    done="spinroom.moderation.deactivation_cancelled"
    icon={<EventBusyIcon />}
    color="warning"
  />
)
