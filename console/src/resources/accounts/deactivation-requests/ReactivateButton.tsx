import RestoreIcon from '@mui/icons-material/Restore'
import { routes } from '@spinroom/schemas'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** The request is withdrawn (closed as REACTIVATED). */
export const ReactivateButton = () => (
  <DeactivationActionButton
    route={routes.accounts.reactivateUser}
    call={(request, p) => p.call(routes.accounts.reactivateUser, { params: { id: request.userUuid } })}
    label="spinroom.deactivations.reactivate"
    confirmTitle="spinroom.deactivations.reactivate_title"
    confirmContent="spinroom.deactivations.reactivate_content"
    done="spinroom.deactivations.reactivated"
    icon={<RestoreIcon />}
  />
)
