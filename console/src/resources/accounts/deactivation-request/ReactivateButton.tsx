import RestoreIcon from '@mui/icons-material/Restore'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** POST /users/reactivate/{userId}: the request is withdrawn (closed as REACTIVATED). */
export const ReactivateButton = () => (
  <DeactivationActionButton
    call={(request) => ({ path: `/users/reactivate/${request.userUuid}`, method: 'POST' })}
    label="spinroom.deactivations.reactivate"
    confirmTitle="spinroom.deactivations.reactivate_title"
    confirmContent="spinroom.deactivations.reactivate_content"
    done="spinroom.deactivations.reactivated"
    icon={<RestoreIcon />}
  />
)
