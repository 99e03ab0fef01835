import {
  DeactivationRequestSchema,
  deactivationListFields,
  deactivationSearchFields,
  type DeactivationRequest
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { ADMINS, userChannel } from '../../../channels.ts'
import { defineEntity, entityService } from '../../../lib/entity.ts'

/** A deactivation_requests row, with database dates. */
export type DeactivationRequestRow = Omit<DeactivationRequest, 'createdAt' | 'closedAt'> & {
  createdAt: Date
  closedAt: Date | null
}

export const deactivationRequestsEntity = defineEntity({
  table: 'deactivation_requests',
  path: 'api/user-service/deactivation-requests',
  resource: 'deactivation-requests',
  schema: DeactivationRequestSchema,
  listFields: deactivationListFields,
  searchFields: deactivationSearchFields,
  defaultSort: { createdAt: -1 },
  // The requester follows their request; administrators work the queue.
  publish: (request, app) => [app.channel(userChannel(request.userUuid)), app.channel(ADMINS)]
})

export const deactivationRequestsService = (app: Application) =>
  entityService<DeactivationRequestRow>(app, deactivationRequestsEntity)
