import type { Application } from '../declarations.ts'
import type { Domain } from '../lib/endpoint.ts'
import { registerEntity } from '../lib/entity.ts'
import { registerDomain } from '../lib/register.ts'
import { helloEndpoint, statusEndpoint } from './status/status.ts'
import { bases } from './status/bases.ts'
import { userService } from './users/index.ts'
import { merchService } from './merch/index.ts'
import { seasonsEntity } from './merch/season.entity.ts'
import { consumablesEntity } from './merch/consumable.entity.ts'
import { tokenBundlesEntity } from './merch/token-bundle.entity.ts'
import { usersEntity } from './users/user.entity.ts'
import { apiKeysEntity } from './users/api-key.entity.ts'
import { emailsEntity } from './users/email.entity.ts'
import { outboxEntity } from './users/outbox.entity.ts'
import { configureCredentials } from './users/credentials.table.ts'
import { vouchersEntity } from './users/voucher.entity.ts'
import { deactivationRequestsEntity } from './users/deactivation-request.entity.ts'
import { moderationActionsEntity } from './users/moderation-action.entity.ts'
import { phoneValidationsEntity, phoneWhitelistEntity, userIdentitiesEntity } from './users/phone.entities.ts'

/** Every entity with a table: registered before the endpoints that use them. */
export const entities = [usersEntity, apiKeysEntity, vouchersEntity, deactivationRequestsEntity, moderationActionsEntity, emailsEntity, outboxEntity, phoneValidationsEntity, phoneWhitelistEntity, userIdentitiesEntity, seasonsEntity, consumablesEntity, tokenBundlesEntity]

/** One line per base; each domain's table lives in its folder. */
export const domains: Domain[] = [
  userService,
  merchService,
  { base: bases.room.base, name: 'rooms', endpoints: [helloEndpoint('room'), statusEndpoint('room', '/info-admin/room-service-status')] },
  { base: bases.upload.base, name: 'songs', endpoints: [helloEndpoint('upload')] },
  { base: bases.social.base, name: 'social', endpoints: [helloEndpoint('social')] },
  { base: bases.playlist.base, name: 'playlists', endpoints: [helloEndpoint('playlist'), statusEndpoint('playlist', '/info-admin/playlists-service-status')] },
  { base: bases.payment.base, name: 'payments', endpoints: [helloEndpoint('payment')] },
  { base: bases.audit.base, name: 'audit', endpoints: [helloEndpoint('audit'), statusEndpoint('audit', '/info-admin/audit-service-status')] }
]

export function configureEntities(app: Application): void {
  for (const entity of entities) registerEntity(app, entity as never)
}

export function configureServices(app: Application): void {
  for (const domain of domains) registerDomain(app, domain)
  configureCredentials(app)
}
