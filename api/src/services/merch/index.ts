import type { Domain } from '../../lib/endpoint.ts'
import { helloEndpoint } from '../status/status.ts'
import { bases } from '../status/bases.ts'
import { seasonEndpoints } from './seasons.table.ts'
import { consumableEndpoints } from './consumables.table.ts'
import { bundleEndpoints } from './bundles.table.ts'

/** The points service: seasons, points, rankings, avatars, token ledger, consumables, bundles. */
export const merchService: Domain = {
  base: bases.merch.base,
  name: 'points',
  endpoints: [helloEndpoint('merch'), ...seasonEndpoints, ...consumableEndpoints, ...bundleEndpoints]
}
