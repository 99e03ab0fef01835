import type { DeactivationRequest } from '@spinroom/schemas'
import { ConfirmedCallButton, type ConfirmedCallProps } from '../../../actions/ConfirmedCallButton.tsx'

/** A listed request: the request plus the account's nickname and e-mail. */
export type ListedRequest = DeactivationRequest & { nickname: string | null; email: string | null }

type Props = Omit<ConfirmedCallProps<ListedRequest>, 'call' | 'name'> & {
  /** The call below the user service, built from the request's user. */
  call: (request: ListedRequest) => { path: string; method: 'POST' | 'DELETE'; body?: unknown }
}

/** One action on a listed deactivation request (i18n keys spinroom.deactivations.*), after a confirmation. */
export const DeactivationActionButton = ({ call, ...rest }: Props) => (
  <ConfirmedCallButton<ListedRequest>
    {...rest}
    name={(request) => request.nickname ?? request.email ?? request.userUuid}
    call={(request) => {
      const { path, ...http } = call(request)
      return { url: `/api/user-service${path}`, ...http }
    }}
  />
)
