import RestoreIcon from '@mui/icons-material/Restore'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Brings a deactivated account back (its data was kept); disabled unless the account is deactivated. */
export const ReactivateAccountButton = () => (
  <ModerationActionButton
    route={routes.accounts.reactivateUser}
    call={(user, p) => p.call(routes.accounts.reactivateUser, { params: { id: user.id } })}
    label="spinroom.moderation.reactivate"
    icon={<RestoreIcon />}
    confirmTitle="spinroom.moderation.reactivate_title"
    confirmContent="spinroom.moderation.reactivate_content"
    done="spinroom.moderation.reactivated"
    disabled={(user) => user.status !== 'deactivated'}
  />
)
