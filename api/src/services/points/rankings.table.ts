import { Type } from '@sinclair/typebox'
import {
  AdminPage,
  IdParams,
  LeaderboardQuery,
  LeaderboardSchema,
  LifetimeStatusAdminQuery,
  RankingStatusAdminQuery,
  RankingStatusSchema,
  RankingUserParams,
  SeasonNameParams,
  SeasonSchema,
  SeasonStartParams
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { allSeasonsRanking, currentSeasonRanking, namedSeasonRanking, nextSeason, prevSeason } from './leaderboard.ts'
import { getLifetimeStatus, getRankingStatus, listLifetimeStatuses, listRankingStatuses } from './ranking-admin.ts'
import { lifetimeRankingStatus, ownRankingStatus, userRankingStatus } from './ranking-status.ts'

const tags = ['rankings']
const StatusList = Type.Union([AdminPage(RankingStatusSchema), Type.Array(RankingStatusSchema)])
const noPoints =
  "A user without points has balance 0, rank null and hasCurrentRankingStatus false; 404 'User not found' for an unknown user."
const board = 'Entries ordered by balance, then userUuid; ties share a rank (1, 2, 2, 4).'

/** Ranking statuses, leaderboards and their admin lists. */
export const rankingEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/points/ranking-status/{userUuid}',
    access: 'any',
    summary: "a user's status in the current season",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema,
    handler: userRankingStatus
  }),
  endpoint({
    method: 'GET',
    path: '/points/ranking-status/sum/{userUuid}',
    access: 'any',
    summary: "a user's points summed over seasons",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema,
    handler: lifetimeRankingStatus
  }),
  endpoint({
    method: 'GET',
    path: '/points/current-ranking-status',
    access: 'user',
    summary: "the caller's status in the current season",
    description: noPoints,
    tags,
    result: RankingStatusSchema,
    handler: ownRankingStatus
  }),
  endpoint({
    method: 'GET',
    path: '/points/current-ranking-status/{userUuid}',
    access: 'any',
    summary: "a user's status in the current season",
    description: noPoints,
    tags,
    params: RankingUserParams,
    result: RankingStatusSchema,
    handler: userRankingStatus
  }),
  endpoint({
    method: 'GET',
    path: '/points/season-ranking',
    access: 'public',
    summary: 'current season leaderboard (take, skip)',
    description: `${board} 404 'No season is running'.`,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema,
    handler: currentSeasonRanking
  }),
  endpoint({
    method: 'GET',
    path: '/points/all-seasons-ranking',
    access: 'public',
    summary: 'lifetime leaderboard (take, skip)',
    description: board,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema,
    handler: allSeasonsRanking
  }),
  endpoint({
    method: 'GET',
    path: '/points/season-ranking/{seasonName}',
    access: 'public',
    summary: 'leaderboard of a named season (take, skip)',
    description: board,
    tags,
    params: SeasonNameParams,
    query: LeaderboardQuery,
    result: LeaderboardSchema,
    handler: namedSeasonRanking
  }),
  endpoint({
    method: 'GET',
    path: '/points/season-ranking/next-season/{seasonStart}',
    access: 'public',
    summary: 'the season after the one starting at seasonStart (404 when none)',
    tags,
    params: SeasonStartParams,
    result: SeasonSchema,
    handler: nextSeason
  }),
  endpoint({
    method: 'GET',
    path: '/points/season-ranking/prev-season/{seasonStart}',
    access: 'public',
    summary: 'the season before the one starting at seasonStart (404 when none)',
    tags,
    params: SeasonStartParams,
    result: SeasonSchema,
    handler: prevSeason
  }),
  endpoint({
    method: 'GET',
    path: '/points/season-ranking-current',
    access: 'public',
    summary: 'the current season with its leaderboard (take, skip)',
    description: board,
    tags,
    query: LeaderboardQuery,
    result: LeaderboardSchema,
    handler: currentSeasonRanking
  }),
  endpoint({
    method: 'GET',
    path: '/admin/ranking-status',
    access: 'admin',
    summary: 'season ranking statuses (admin list-query language or simple-rest; userUuid, seasonId, balance)',
    tags,
    query: RankingStatusAdminQuery,
    result: StatusList,
    handler: listRankingStatuses
  }),
  endpoint({
    method: 'GET',
    path: '/admin/ranking-status/{id}',
    access: 'admin',
    summary: 'one season ranking status',
    tags,
    params: IdParams,
    result: RankingStatusSchema,
    handler: getRankingStatus
  }),
  endpoint({
    method: 'GET',
    path: '/admin/ranking-status-lifetime',
    access: 'admin',
    summary: 'lifetime ranking statuses (admin list-query language or simple-rest; userUuid, balance)',
    tags,
    query: LifetimeStatusAdminQuery,
    result: StatusList,
    handler: listLifetimeStatuses
  }),
  endpoint({
    method: 'GET',
    path: '/admin/ranking-status-lifetime/{id}',
    access: 'admin',
    summary: 'one lifetime ranking status',
    tags,
    params: IdParams,
    result: RankingStatusSchema,
    handler: getLifetimeStatus
  })
]
