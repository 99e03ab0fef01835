import PersonOffIcon from '@mui/icons-material/PersonOff'
import { routes } from '@spinroom/schemas'
import { DeactivationActionButton } from './DeactivationActionButton.tsx'

/** The account is deactivated, its data kept, the request closed. */
export const DeactivateButton = () => (
  <DeactivationActionButton
    route={routes.accounts.deactivateUser}
    call={(request, p) => p.call(routes.accounts.deactivateUser, { params: { id: request.userUuid } })}
    label="spinroom.deactivations.deactivate"
    confirmTitle="spinroom.deactivations.deactivate_title"
    confirmContent="spinroom.deactivations.deactivate_content"
    done="spinroom.deactivations.deactivated"
    icon={<PersonOffIcon />}
    color="error"
  />
)
