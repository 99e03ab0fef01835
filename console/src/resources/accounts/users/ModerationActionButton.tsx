import type { User } from '@spinroom/schemas'
import { ConfirmedCallButton, type ConfirmedCallProps } from '../../../actions/ConfirmedCallButton.tsx'

/** A moderation call on the shown user (i18n keys spinroom.moderation.*), after a confirmation. */
export const ModerationActionButton = (props: Omit<ConfirmedCallProps<User>, 'name'>) => (
  <ConfirmedCallButton<User> {...props} name={(user) => user.nickname} />
)
