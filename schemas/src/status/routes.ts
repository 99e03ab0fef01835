import { Hello } from '../common.ts'
import { routeGroup } from '../route.ts'
import { ServiceStatusSchema } from './status.ts'

/** `GET /` of every base: the hello check. */
export const helloRoutes = routeGroup({
  hello: { method: 'GET', path: '/', access: 'public', summary: 'hello check', result: Hello, tags: ['status'] }
})

/** `GET /info-admin/<service>-status` (the seed's path differs per base): version, uptime, database reachability. */
export const statusRoutes = <const P extends string>(path: P) =>
  routeGroup({
    status: {
      method: 'GET',
      path,
      access: 'admin',
      summary: 'service status: version, uptime, database',
      result: ServiceStatusSchema,
      tags: ['status']
    }
  })
