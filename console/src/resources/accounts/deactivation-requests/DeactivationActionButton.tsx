import type { DeactivationRequest } from '@spinroom/schemas'
import { ConfirmedCallButton, type ConfirmedCallProps } from '../../../actions/ConfirmedCallButton.tsx'

/** A listed request: the request plus the account's nickname and e-mail. */
export type ListedRequest = DeactivationRequest & { nickname: string | null; email: string | null }

type Props = Omit<ConfirmedCallProps<ListedRequest>, 'name'>

/** One action on a listed deactivation request (i18n keys spinroom.deactivations.*), after a confirmation. */
export const DeactivationActionButton = (props: Props) => (
  <ConfirmedCallButton<ListedRequest>
    {...props}
    name={(request) => request.nickname ?? request.email ?? request.userUuid}
  />
)
