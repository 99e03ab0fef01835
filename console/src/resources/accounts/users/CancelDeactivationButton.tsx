import EventBusyIcon from '@mui/icons-material/EventBusy'
import { useQuery } from '@tanstack/react-query'
import { useRecordContext } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useCanCall } from '../../../auth/access.ts'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { ModerationActionButton } from './ModerationActionButton.tsx'

const a = routes.accounts

/** Turns down the shown user's open deactivation request (read through a route moderators may call); else disabled. */
export const CancelDeactivationButton = () => {
  const user = useRecordContext<User>()
  const provider = useConsoleProvider()
  const mayRead = useCanCall(a.getOpenDeactivationRequest)
  const { data } = useQuery({
    queryKey: ['deactivation-requests', 'open', user?.id],
    queryFn: () => provider.call(a.getOpenDeactivationRequest, { params: { id: user!.id } }),
    enabled: mayRead && !!user,
    retry: false
  })
  return (
    <ModerationActionButton
      route={a.cancelDeactivationRequest}
      call={(user, p) => p.call(a.cancelDeactivationRequest, { body: { userUuid: user.id } })}
      label="spinroom.moderation.cancel_deactivation"
      icon={<EventBusyIcon />}
      confirmTitle="spinroom.moderation.cancel_deactivation_title"
      confirmContent="spinroom.moderation.cancel_deactivation_content"
      done="spinroom.moderation.deactivation_cancelled"
      disabled={() => !data?.request}
    />
  )
}
