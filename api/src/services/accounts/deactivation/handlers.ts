import type { deactivationRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import {
  cancelDeactivationRequest,
  deactivate,
  getOpenDeactivationRequest,
  listDeactivationRequests,
  reactivate,
  requestDeactivation
} from './deactivation.ts'

export const deactivationHandlers: Handlers<typeof deactivationRoutes> = {
  requestDeactivation,
  listDeactivationRequests,
  deactivateUser: deactivate,
  reactivateUser: { handler: reactivate, owner: ({ params }) => params.id },
  cancelDeactivationRequest,
  getOpenDeactivationRequest
}
