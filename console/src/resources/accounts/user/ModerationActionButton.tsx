import type { User } from '@spinroom/schemas'
import { ConfirmedCallButton, type ConfirmedCallProps } from '../../../actions/ConfirmedCallButton.tsx'

type Props = Omit<ConfirmedCallProps<User>, 'call' | 'name'> & {
  /** Moderation endpoint below the user service; a POST sends `{ userUuid }` and `fields()`. */
  path: string | ((user: User) => string)
  method?: 'POST' | 'PUT' | 'DELETE'
  fields?: () => Record<string, unknown>
}

/** A moderation call on the shown user (i18n keys spinroom.moderation.*), after a confirmation. */
export const ModerationActionButton = ({ path, method = 'POST', fields, ...rest }: Props) => (
  <ConfirmedCallButton<User>
    {...rest}
    name={(user) => user.nickname}
    call={(user) => ({
      url: `/api/user-service${typeof path === 'string' ? path : path(user)}`,
      method,
      body: method === 'POST' ? { userUuid: user.id, ...fields?.() } : undefined
    })}
  />
)
