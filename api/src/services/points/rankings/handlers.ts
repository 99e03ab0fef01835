import type { rankingRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { allSeasonsRanking, currentSeasonRanking, namedSeasonRanking, nextSeason, prevSeason } from './leaderboard.ts'
import { getLifetimeStatus, getRankingStatus, listLifetimeStatuses, listRankingStatuses } from './ranking-admin.ts'
import { lifetimeRankingStatus, ownRankingStatus, userRankingStatus } from './ranking-status.ts'

export const rankingHandlers: Handlers<typeof rankingRoutes> = {
  getUserRankingStatus: userRankingStatus,
  getUserLifetimeRankingStatus: lifetimeRankingStatus,
  getOwnRankingStatus: ownRankingStatus,
  getUserCurrentRankingStatus: userRankingStatus,
  getSeasonRanking: currentSeasonRanking,
  getAllSeasonsRanking: allSeasonsRanking,
  getNamedSeasonRanking: namedSeasonRanking,
  getNextSeason: nextSeason,
  getPrevSeason: prevSeason,
  getCurrentSeasonRanking: currentSeasonRanking,
  listRankingStatuses,
  getRankingStatus,
  listLifetimeRankingStatuses: listLifetimeStatuses,
  getLifetimeRankingStatus: getLifetimeStatus
}
