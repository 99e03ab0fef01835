import { Type } from '@sinclair/typebox'
import { AdminPage, IdParams } from '../common.ts'
import {
  LeaderboardQuery,
  LeaderboardSchema,
  LifetimeStatusAdminQuery,
  RankingStatusAdminQuery,
  RankingStatusSchema,
  RankingUserParams,
  SeasonNameParams,
  SeasonStartParams
} from './ranking.ts'
import { SeasonSchema } from './season.ts'
import { routeGroup } from '../route.ts'

const tags = ['rankings']
const StatusList = Type.Union([AdminPage(RankingStatusSchema), Type.Array(RankingStatusSchema)])
const noPoints =
  "A user without points has balance 0, rank null and hasCurrentRankingStatus false; 404 'User not found' for an unknown user."
const board = 'Entries ordered by balance, then userUuid; ties share a rank (1, 2, 2, 4).'

/** Ranking statuses, leaderboards and their admin lists. */
export const rankingRoutes = routeGroup({
  getUserRankingStatus: {
    method: 'GET',
    path: '/points/ranking-status/{userUuid}',
    access: 'any',
    summary: "a user's status in the current season",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema
  },
  getUserLifetimeRankingStatus: {
    method: 'GET',
    path: '/points/ranking-status/sum/{userUuid}',
    access: 'any',
    summary: "a user's points summed over seasons",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema
  },
  getOwnRankingStatus: {
    method: 'GET',
    path: '/points/current-ranking-status',
    access: 'user',
    summary: "the caller's status in the current season",
    description: noPoints,
    tags,
    result: RankingStatusSchema
  },
  getUserCurrentRankingStatus: {
    method: 'GET',
    path: '/points/current-ranking-status/{userUuid}',
    access: 'any',
    summary: "a user's status in the current season",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema
  },
  getSeasonRanking: {
    method: 'GET',
    path: '/points/season-ranking',
    access: 'public',
    summary: 'current season leaderboard (take, skip)',
    description: `${board} 404 'No season is running'.`,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema
  },
  getAllSeasonsRanking: {
    method: 'GET',
    path: '/points/all-seasons-ranking',
    access: 'public',
    summary: 'lifetime leaderboard (take, skip)',
    description: board,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema
  },
  getNamedSeasonRanking: {
    method: 'GET',
    path: '/points/season-ranking/{seasonName}',
    access: 'public',
    summary: 'leaderboard of a named season (take, skip)',
    description: board,
    tags,
    params: SeasonNameParams,
    query: LeaderboardQuery,
    result: LeaderboardSchema
  },
  getNextSeason: {
    method: 'GET',
    path: '/points/season-ranking/next-season/{seasonStart}',
    access: 'public',
    summary: 'the season after the one starting at seasonStart (404 when none)',
    tags,
    params: SeasonStartParams,
    result: SeasonSchema
  },
  getPrevSeason: {
    method: 'GET',
    path: '/points/season-ranking/prev-season/{seasonStart}',
    access: 'public',
    summary: 'the season before the one starting at seasonStart (404 when none)',
    tags,
    params: SeasonStartParams,
    result: SeasonSchema
  },
  getCurrentSeasonRanking: {
    method: 'GET',
    path: '/points/season-ranking-current',
    access: 'public',
    summary: 'the current season with its leaderboard (take, skip)',
    description: board,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema
  },
  listRankingStatuses: {
    method: 'GET',
    path: '/admin/ranking-status',
    access: 'admin',
    summary: 'season ranking statuses (admin list-query language or simple-rest; userUuid, seasonId, balance)',
    tags,
    query: RankingStatusAdminQuery,
    result: StatusList
  },
  getRankingStatus: {
    method: 'GET',
    path: '/admin/ranking-status/{id}',
    access: 'admin',
    summary: 'one season ranking status',
    tags,
    params: IdParams,
    result: RankingStatusSchema
  },
  listLifetimeRankingStatuses: {
    method: 'GET',
    path: '/admin/ranking-status-lifetime',
    access: 'admin',
    summary: 'lifetime ranking statuses (admin list-query language or simple-rest; userUuid, balance)',
    tags,
    query: LifetimeStatusAdminQuery,
    result: StatusList
  },
  getLifetimeRankingStatus: {
    method: 'GET',
    path: '/admin/ranking-status-lifetime/{id}',
    access: 'admin',
    summary: 'one lifetime ranking status',
    tags,
    params: IdParams,
    result: RankingStatusSchema
  }
})
