import { describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { dialectOf, listAnswer, listQuery } from './paging.ts'

const { accounts, playlists, points, payments } = routes
const page2 = { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'DESC' as const } }

describe("a list route's paging dialect, read from its query schema", () => {
  it('tells the five apart', () => {
    expect(dialectOf(accounts.listUsers)).toBe('simple-rest')
    expect(dialectOf(playlists.listCatalogueAlbums)).toBe('take-skip')
    expect(dialectOf(points.listConsumables)).toBe('limit-offset')
    expect(dialectOf(accounts.searchUsersAsModerator)).toBe('feathers')
    expect(dialectOf(payments.listPlans)).toBe('none')
  })
})

describe("react-admin's page, sort and filter as the route's query", () => {
  it('simple-rest: sort, range and filter as JSON, every filter passed on', () => {
    expect(listQuery(accounts.listUsers, { ...page2, filter: { q: 'ana', status: 'banned' } })).toEqual({
      sort: '["name","DESC"]',
      range: '[10,19]',
      filter: '{"q":"ana","status":"banned"}'
    })
    expect(listQuery(accounts.listUsers, {})).toEqual({ sort: '["id","ASC"]', range: '[0,24]', filter: '{}' })
  })

  it('limit-offset: the declared filters only, an ordering the route accepts, instants in ISO', () => {
    const filter = { displayType: 'cover', createdBefore: '2026-03-01', colour: 'red', id: '' }
    expect(listQuery(points.listConsumables, { ...page2, filter })).toEqual({
      displayType: 'cover',
      createdBefore: new Date('2026-03-01').toISOString(),
      orderBy: '-name',
      limit: 10,
      offset: 10
    })
  })

  it('leaves out an ordering the route does not accept', () => {
    const sort = { field: 'description', order: 'ASC' as const }
    expect(listQuery(points.listConsumables, { pagination: { page: 1, perPage: 5 }, sort })).toEqual({
      limit: 5,
      offset: 0
    })
  })

  it('take-skip, feathers and none', () => {
    expect(listQuery(playlists.listCatalogueAlbums, page2)).toEqual({ take: 10, skip: 10 })
    expect(listQuery(accounts.searchUsersAsModerator, { ...page2, filter: { q: 'ana', roles: 'admin' } })).toEqual({
      q: 'ana',
      $limit: 10,
      $skip: 10
    })
    expect(listQuery(payments.listPlans, { ...page2, filter: { active: true } })).toEqual({})
  })
})

describe('a list answer as { data, total }', () => {
  const rows = [{ id: 1 }, { id: 2 }]
  it("takes the total from Content-Range first (simple-rest's header)", () => {
    const response = new Response(null, { headers: { 'content-range': 'users 0-1/42' } })
    expect(listAnswer(rows, response)).toEqual({ data: rows, total: 42 })
  })

  it("then from a page's total, else counts a bare array", () => {
    expect(listAnswer({ data: rows, total: 7 }, new Response())).toEqual({ data: rows, total: 7 })
    expect(listAnswer(rows, new Response())).toEqual({ data: rows, total: 2 })
    expect(listAnswer(undefined, new Response())).toEqual({ data: [], total: 0 })
  })
})
