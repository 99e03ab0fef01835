import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase'
import { routes } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Ends every session of the shown user (a compromised account, say): their tokens stop working, sockets close. */
export const SignOutEverywhereButton = () => (
  <ModerationActionButton
    reason="optional"
    route={routes.accounts.signOutUserEverywhere}
    call={(user, p, reason) => p.call(routes.accounts.signOutUserEverywhere, { body: { userUuid: user.id, reason } })}
    label="spinroom.moderation.sign_out"
    icon={<PhonelinkEraseIcon />}
    color="warning"
    confirmTitle="spinroom.moderation.sign_out_title"
    confirmContent="spinroom.moderation.sign_out_content"
    done="spinroom.moderation.signed_out"
  />
)
