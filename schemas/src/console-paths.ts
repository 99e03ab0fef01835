/**
 * The console's pages that are not a resource's own (hash routes below `sitePaths.console`): one spelling for the
 * route, its menu entry, its tabs and the links to it.
 */
export const consolePaths = {
  login: '/login',
  status: '/status',
  eventNames: '/audit/event-names',
  rankings: '/ranking-status',
  lifetimeRankings: '/ranking-status/lifetime',
  leaderboard: '/ranking-status/leaderboard'
} as const
