import type { pointRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { countedLedger } from '../ledger-metrics.ts'
import { handlePoints, servicePoints } from './points.ts'

export const pointHandlers: Handlers<typeof pointRoutes> = {
  handlePoints: countedLedger('points', handlePoints),
  addPoints: countedLedger('points', servicePoints)
}
