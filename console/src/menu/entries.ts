import { canCall, type Caller } from '../auth/access.ts'
import { canOpen, registry } from '../resources/registry.ts'
import type { PageEntry } from '../resources/types.ts'
import { pages, resourceNames } from '../resources/views.ts'
import { statusRoutes } from '../status/statusRoutes.ts'
import { domains, type DomainId } from './domains.ts'

/** One heading of the sidebar: a domain, with the resources and pages of it the caller may open. */
export interface MenuDomain {
  id: DomainId
  label: string
  resources: string[]
  pages: PageEntry[]
}

/**
 * What the sidebar offers the caller: the service status for whoever may read it, then one heading per domain with
 * the resources the caller may list and its pages (a domain with none is left out); room-only staff get what serves
 * their rooms.
 */
export function menuFor(caller: Caller): { status: boolean; domains: MenuDomain[] } {
  const roomOnly = !!caller.roomRoles
  const visible = resourceNames.filter(
    (name) => canOpen(registry[name]!, 'list', caller) && (!roomOnly || registry[name]!.roomStaff)
  )
  return {
    status: statusRoutes.some(({ route }) => canCall(route, caller)),
    domains: domains.flatMap((domain) => {
      const resources = visible.filter((name) => registry[name]!.domain === domain.id)
      const shown = pages.filter((page) => page.domain === domain.id && !roomOnly && canCall(page.route, caller))
      return resources.length || shown.length ? [{ ...domain, resources, pages: shown }] : []
    })
  }
}
