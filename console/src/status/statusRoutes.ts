import { bases, routes, type Route } from '@spinroom/schemas'

/** Every domain's `status` route, in the registry's order, with the service name its card shows. */
export const statusRoutes = Object.values(routes).flatMap((table) =>
  'status' in table ? [{ service: bases[table.status.domain].service, route: table.status as Route }] : []
)
