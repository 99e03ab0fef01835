import type { User } from '@spinroom/schemas'

/**
 * Who holds a paid plan: a subscription's level (the payments domain sets it on the account), or that level's badge;
 * subscriber avatars and PRO_PLAN_OWNER rooms ask the same question.
 */
export const isSubscriber = (user: Pick<User, 'badges'> & { subscriptionLevel?: string | null }): boolean =>
  !!user.subscriptionLevel || user.badges.some((b) => b === 'PLATINUM' || b === 'DOUBLE_PLATINUM')
