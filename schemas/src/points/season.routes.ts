import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { SeasonDeleteQuery } from './ranking.ts'
import { SeasonCreateSchema, SeasonPatchSchema, SeasonSchema } from './season.ts'
import { routeGroup } from '../route.ts'

const SeasonList = Type.Union([AdminPage(SeasonSchema), Type.Array(SeasonSchema)])
const tags = ['seasons']
const withPoints =
  '409 when the season has points, unless confirm=true: then its ledger rows and statuses go too and lifetime balances drop by them.'
const noOverlap = '400 naming the other season when [seasonStart, seasonEnd) overlaps it; 409 for a taken name.'

/** Seasons: admin CRUD and the current one. */
export const seasonRoutes = routeGroup({
  listSeasons: {
    method: 'GET',
    path: '/admin/seasons',
    access: 'admin',
    summary: 'seasons (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: SeasonList
  },
  getSeason: {
    method: 'GET',
    path: '/admin/seasons/{id}',
    access: 'admin',
    summary: 'one season',
    tags,
    params: IdParams,
    result: SeasonSchema
  },
  deleteSeason: {
    method: 'DELETE',
    path: '/admin/seasons/{id}',
    access: 'admin',
    summary: 'delete a season',
    description: withPoints,
    tags,
    params: IdParams,
    query: SeasonDeleteQuery,
    result: SeasonSchema
  },
  createSeason: {
    method: 'POST',
    path: '/points/season',
    access: 'admin',
    summary: 'create a season',
    description: noOverlap,
    tags,
    body: SeasonCreateSchema,
    result: SeasonSchema,
    status: 201
  },
  updateSeason: {
    method: 'PATCH',
    path: '/points/season/{id}',
    access: 'admin',
    summary: 'update a season',
    description: noOverlap,
    tags,
    params: IdParams,
    body: SeasonPatchSchema,
    result: SeasonSchema
  },
  deletePointsSeason: {
    method: 'DELETE',
    path: '/points/season/{id}',
    access: 'admin',
    summary: 'delete a season',
    description: withPoints,
    tags,
    params: IdParams,
    query: SeasonDeleteQuery,
    result: SeasonSchema
  },
  getCurrentSeason: {
    method: 'GET',
    path: '/seasons/current',
    access: 'public',
    summary: 'the season running now (404 when none)',
    tags,
    result: SeasonSchema
  }
})
