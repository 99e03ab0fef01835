import type { AccessLevel, Route } from '@spinroom/schemas'

/**
 * The access levels of schemas/src/access.ts a global moderator passes, as that file words them: signed-in levels,
 * `mod`, and `room` where the route lets global moderators in. `self` routes are about another user in the console.
 */
const moderatorPasses: Record<AccessLevel, boolean | 'globalModerators'> = {
  public: true,
  any: true,
  user: true,
  mod: true,
  room: 'globalModerators',
  self: false,
  selfOrService: false,
  admin: false,
  service: false,
  bot: false,
  hook: false
}

/** Whether a global moderator may call a route, read from its declaration alone. */
export const moderatorMayCall = (route: Route): boolean => {
  const passes = moderatorPasses[route.access]
  return passes === 'globalModerators' ? !!route.globalModerators : passes
}
