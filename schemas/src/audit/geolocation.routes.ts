import { routeGroup } from '../route.ts'
import { GeolocateBodySchema, GeolocationSchema } from './geolocation.ts'

const tags = ['audit']
const local =
  'Located from the country database shipped in the geoip-country package (MaxMind GeoLite2), never over the network. A private or loopback address answers known: false with its reason.'

/** Seed 002 §Audit: where the caller is. */
export const geolocationRoutes = routeGroup({
  recordGeolocation: {
    method: 'POST',
    path: '/geolocate',
    access: 'any',
    summary: "record the caller's location",
    description: `${local} Kept for the caller (user or guest), replacing what was kept before.`,
    tags,
    body: GeolocateBodySchema,
    result: GeolocationSchema
  },
  getGeolocation: {
    method: 'GET',
    path: '/geolocate',
    access: 'any',
    summary: "caller's location",
    description: `${local} The location last recorded for the caller (recordedAt), else the present address located now (recordedAt null).`,
    tags,
    result: GeolocationSchema
  }
})
