import { describe, expect, it } from 'vitest'
import { routes, type Route } from '@spinroom/schemas'
import { domains } from '../menu/domains.ts'
import { moderatorMayCall } from '../testing/access-levels.ts'
import { callers } from '../testing/signed-in.ts'
import { canOpen, registry, routeOfAction } from './registry.ts'
import { canAccess, pages, resourceNames, resourceViews } from './views.ts'

const declared = new Set(Object.values(routes).flatMap((table) => Object.values(table) as Route[]))
const actions = ['list', 'show', 'create', 'edit', 'delete', 'export', 'clone']
const routesFor = (name: string, action: string): Route[] => {
  const serving = registry[name]!.routes
  const method = routeOfAction[action]!.find((m) => serving[m])
  return method ? ([serving[method]].flat() as Route[]) : []
}

describe('the registry names routes of schemas/', () => {
  it('every route of every resource, and of its files, is a declared route', () => {
    for (const [name, entry] of Object.entries(registry)) {
      const named = Object.values(entry.routes).flat() as Route[]
      const files = Object.values(entry.files ?? {}).map((file) => file.route)
      for (const route of [...named, ...files]) expect(declared.has(route), `${name}: ${route.name}`).toBe(true)
    }
    for (const page of pages) expect(declared.has(page.route), page.path).toBe(true)
  })

  it("every resource is in one of the menu's domains, and every screen is a resource's", () => {
    const ids: string[] = domains.map((domain) => domain.id)
    for (const [name, entry] of Object.entries(registry)) expect(ids, name).toContain(entry.domain)
    expect(Object.keys(resourceViews).sort()).toEqual([...resourceNames].sort())
  })

  it('a list is read with GET, and a record with GET on a path that names it', () => {
    for (const [name, entry] of Object.entries(registry)) {
      for (const route of [entry.routes.list ?? []].flat()) expect(route.method, name).toBe('GET')
      for (const route of [entry.routes.get ?? []].flat()) expect(route.path, name).toMatch(/\{\w+\}/)
    }
  })
})

describe('who may take which react-admin action on which resource', () => {
  it('an admin: every action a resource names a route for, and no other', () => {
    for (const name of resourceNames)
      for (const action of actions)
        expect(canAccess(name, action, callers.admin), `${name} ${action}`).toBe(routesFor(name, action).length > 0)
  })

  it('a moderator: exactly the actions one of whose routes, as declared, a moderator may call', () => {
    for (const name of resourceNames)
      for (const action of actions)
        expect(canAccess(name, action, callers.moderator), `${name} ${action}`).toBe(
          routesFor(name, action).some(moderatorMayCall)
        )
  })

  it('tells apart what a moderator reads from what it changes', () => {
    const moderator = (name: string, action: string) => canOpen(registry[name]!, action, callers.moderator)
    expect(['list', 'show', 'create', 'edit', 'delete'].map((a) => moderator('moderation-actions', a))).toEqual([
      true,
      true,
      true,
      true,
      false
    ])
    expect(['list', 'show', 'create', 'edit'].map((a) => moderator('consumables', a))).toEqual([
      true,
      true,
      false,
      false
    ])
    expect(['list', 'show', 'edit', 'delete'].map((a) => moderator('rooms', a))).toEqual([true, true, false, false])
  })

  it("room-only staff: the rooms they run, changed as far as their room role goes; no one else's resources", () => {
    const owner = (name: string, action: string) => canAccess(name, action, callers.roomOwner)
    expect(['list', 'show', 'edit', 'delete'].map((a) => owner('rooms', a))).toEqual([true, true, true, true])
    expect(owner('users', 'list')).toBe(false)
    expect(owner('moderation-actions', 'list')).toBe(false)
  })

  it('a resource without views is data others show, and a name outside the registry is none of its business', () => {
    for (const name of Object.keys(registry).filter((n) => !resourceViews[n]))
      expect(canAccess(name, 'list', callers.user), name).toBe(true)
    expect(canAccess('somewhere-else', 'edit', callers.user)).toBe(true)
  })
})
