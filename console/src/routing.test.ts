// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consolePaths, routeUrl, routes, type Route } from '@spinroom/schemas'
import { registry } from './resources/registry.ts'
import { resourceNames } from './resources/views.ts'
import { statusRoutes } from './status/statusRoutes.ts'
import { mountApp } from './testing/mount-app.ts'
import { routeOf } from './testing/schema-answers.ts'
import { callers } from './testing/signed-in.ts'

const call = (route: Route, params?: Record<string, unknown>) => `${route.method} ${routeUrl(route, params)}`
// A past season: the leaderboard then shows the lifetime one.
const pastSeason = {
  id: 's0',
  seasonName: 'Winter',
  seasonStart: '2020-01-01T00:00:00Z',
  seasonEnd: '2020-03-01T00:00:00Z'
}

let app: ReturnType<typeof mountApp>

/** Goes to a path of the console (a hash route) and waits for the screen there to make these calls. */
async function opens(path: string, ...expected: string[]) {
  app.sent.length = 0
  window.location.hash = `#${path}`
  const made = () => app.sent.map((request) => `${request.method} ${request.path}`)
  await vi.waitFor(() => expect(made()).toEqual(expect.arrayContaining(expected)), { timeout: 10_000 })
  // Every call a screen makes is a route of schemas/.
  expect(app.sent.filter((request) => !routeOf(request))).toEqual([])
}

describe("the console's paths, in the whole app as an admin: which screen each opens, told by the calls it makes", () => {
  beforeAll(() => {
    app = mountApp(callers.admin, '/', (request) =>
      request.path === routeUrl(routes.points.listSeasons)
        ? { body: [pastSeason], headers: { 'content-range': 'seasons 0-0/1' } }
        : undefined
    )
  })
  afterAll(() => app.close())

  it('the pages of schemas/src/console-paths.ts', async () => {
    await opens(consolePaths.status, ...statusRoutes.map(({ route }) => call(route)))
    await opens(consolePaths.eventNames, call(routes.audit.listSocketEventNames))
    await opens(consolePaths.rankings, call(routes.points.listRankingStatuses))
    await opens(consolePaths.lifetimeRankings, call(routes.points.listLifetimeRankingStatuses))
    await opens(consolePaths.leaderboard, call(routes.points.getAllSeasonsRanking))
  })

  it("each resource with views at /<name>: its list, through the registry's list route", async () => {
    for (const name of resourceNames) await opens(`/${name}`, call([registry[name]!.routes.list].flat()[0]!))
  }, 180_000)

  it("a record at /<name>/<id>/show and /<name>/<id>: its page, through the registry's get route", async () => {
    await opens('/users/u1/show', call(routes.accounts.getUser, { id: 'u1' }))
    await opens('/seasons/s1', call(routes.points.getSeason, { id: 's1' }))
  })
})
