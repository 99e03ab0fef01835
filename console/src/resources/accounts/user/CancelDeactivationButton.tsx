import EventBusyIcon from '@mui/icons-material/EventBusy'
import { useGetList, useRecordContext } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { ModerationActionButton } from './ModerationActionButton.tsx'

/** Turns down the shown user's open deactivation request; disabled when there is none. */
export const CancelDeactivationButton = () => {
  const user = useRecordContext<User>()
  const { total } = useGetList(
    'deactivation-requests',
    { filter: { userUuid: user?.id }, pagination: { page: 1, perPage: 1 } },
    { enabled: !!user }
  )
  return (
    <ModerationActionButton
      route={routes.accounts.cancelDeactivationRequest}
      call={(user, p) => p.call(routes.accounts.cancelDeactivationRequest, { body: { userUuid: user.id } })}
      label="spinroom.moderation.cancel_deactivation"
      icon={<EventBusyIcon />}
      confirmTitle="spinroom.moderation.cancel_deactivation_title"
      confirmContent="spinroom.moderation.cancel_deactivation_content"
      done="spinroom.moderation.deactivation_cancelled"
      disabled={() => !total}
    />
  )
}
