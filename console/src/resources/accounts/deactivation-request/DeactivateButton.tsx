import PersonOffIcon from '@mui/icons-material/PersonOff'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** DELETE /users/deactivate/{userId}: the account is deactivated, its data kept, the request closed. */
export const DeactivateButton = () => (
  <DeactivationActionButton
    call={(request) => ({ path: `/users/deactivate/${request.userUuid}`, method: 'DELETE' })}
    label="spinroom.deactivations.deactivate"
    confirmTitle="spinroom.deactivations.deactivate_title"
    confirmContent="spinroom.deactivations.deactivate_content"
    done="spinroom.deactivations.deactivated"
    icon={<PersonOffIcon />}
    color="error"
  />
)
