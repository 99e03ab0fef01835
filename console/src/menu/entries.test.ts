import { describe, expect, it } from 'vitest'
import { pickRoute } from '../auth/access.ts'
import { registry } from '../resources/registry.ts'
import { pages, resourceNames } from '../resources/views.ts'
import { moderatorMayCall } from '../testing/access-levels.ts'
import { callers } from '../testing/signed-in.ts'
import { menuFor } from './entries.ts'

const resourcesOf = (menu: ReturnType<typeof menuFor>) => menu.domains.flatMap((domain) => domain.resources)

describe('the menu an admin gets', () => {
  const menu = menuFor(callers.admin)

  it('every resource with views, once, in the registry order, under its own domain', () => {
    expect(resourcesOf(menu)).toEqual(resourceNames)
    for (const domain of menu.domains)
      for (const name of domain.resources) expect(registry[name]!.domain, name).toBe(domain.id)
  })

  it('every page, and the service status', () => {
    expect(menu.domains.flatMap((domain) => domain.pages)).toEqual(pages)
    expect(menu.status).toBe(true)
  })
})

describe('the menu a moderator gets', () => {
  const menu = menuFor(callers.moderator)

  it('the screens moderators work with, and the catalogues anyone may read', () => {
    expect(menu.domains.map((domain) => [domain.id, domain.resources])).toEqual([
      ['accounts', ['users']],
      ['points', ['consumables', 'token-bundles']],
      ['rooms', ['rooms', 'room-user-roles']],
      ['songs', ['catalogue-songs', 'genres', 'uploaded-songs']],
      ['payments', ['products', 'subscription-plans', 'subscriptions']],
      ['audit', ['moderation-actions']]
    ])
  })

  it('no screen whose list route, as declared, a moderator may not call; no admin page, no service status', () => {
    for (const name of resourcesOf(menu))
      expect(moderatorMayCall(pickRoute(registry[name]!.routes.list, callers.moderator)!), name).toBe(true)
    const hidden = resourceNames.filter((name) => !resourcesOf(menu).includes(name))
    for (const name of hidden)
      expect(
        [registry[name]!.routes.list].flat().some((route) => route && moderatorMayCall(route)),
        name
      ).toBe(false)
    expect(menu.domains.flatMap((domain) => domain.pages)).toEqual([])
    expect(menu.status).toBe(false)
  })
})

describe('the menu of room-only staff (no console role, a room they run)', () => {
  it('only the rooms: what serves the rooms they run', () => {
    const menu = menuFor(callers.roomOwner)
    expect(menu.domains.map((domain) => [domain.id, domain.resources, domain.pages])).toEqual([
      ['rooms', ['rooms'], []]
    ])
    expect(menu.status).toBe(false)
  })
})
