import type { pointRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { handlePoints, servicePoints } from './points.ts'

export const pointHandlers: Handlers<typeof pointRoutes> = { handlePoints, addPoints: servicePoints }
