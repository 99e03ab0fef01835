import EventBusyIcon from '@mui/icons-material/EventBusy'
import { routes } from '@spinroom/schemas'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** A moderator turns the request down (closed as CANCELLED). */
export const CancelRequestButton = () => (
  <DeactivationActionButton
    route={routes.accounts.cancelDeactivationRequest}
    call={(request, p) => p.call(routes.accounts.cancelDeactivationRequest, { body: { userUuid: request.userUuid } })}
    label="spinroom.deactivations.cancel"
    confirmTitle="spinroom.moderation.cancel_deactivation_title"
    confirmContent="spinroom.moderation.cancel_deactivation_content"
    done="spinroom.moderation.deactivation_cancelled"
    icon={<EventBusyIcon />}
    color="warning"
  />
)
