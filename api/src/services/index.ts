import type { Application } from '../declarations.ts'
import type { Domain } from '../lib/endpoint.ts'
import { registerEntity } from '../lib/entity.ts'
import { registerDomain } from '../lib/register.ts'
import { helloEndpoint, statusEndpoint } from './status/status.ts'
import { bases } from './status/bases.ts'
import { userService } from './users/index.ts'
import { merchService } from './merch/index.ts'
import { roomService } from './rooms/index.ts'
import { playlistService } from './playlists/index.ts'
import { seasonsEntity } from './merch/season.entity.ts'
import { consumablesEntity } from './merch/consumable.entity.ts'
import { tokenBundlesEntity } from './merch/token-bundle.entity.ts'
import { lifetimeStatusEntity, rankingStatusEntity } from './merch/ranking-status.entity.ts'
import { avatarAssignmentsEntity, avatarsEntity } from './merch/avatar.entity.ts'
import { roomsEntity } from './rooms/room.entity.ts'
import { customFieldsEntity } from './merch/custom-field.entity.ts'
import { tokenAccountsEntity } from './merch/token-account.entity.ts'
import { tokenTransactionsEntity } from './merch/token-transaction.entity.ts'
import { configurePurchaseEvents, consumablePurchasesEntity } from './merch/consumable-purchase.entity.ts'
import { configureHoldExpiry } from './merch/token-hold-expiry.ts'
import { usersEntity } from './users/user.entity.ts'
import { apiKeysEntity } from './users/api-key.entity.ts'
import { emailsEntity } from './users/email.entity.ts'
import { outboxEntity } from './users/outbox.entity.ts'
import { configureCredentials } from './users/credentials.table.ts'
import { configureLiveRooms } from './rooms/live/service.ts'
import { vouchersEntity } from './users/voucher.entity.ts'
import { deactivationRequestsEntity } from './users/deactivation-request.entity.ts'
import { moderationActionsEntity } from './users/moderation-action.entity.ts'
import { phoneValidationsEntity, phoneWhitelistEntity, userIdentitiesEntity } from './users/phone.entities.ts'
import { roomUserRolesEntity } from './rooms/room-role.entity.ts'
import { communitiesEntity } from './rooms/community.entity.ts'
import { eventsEntity } from './rooms/event.entity.ts'

/** Every entity with a table: registered before the endpoints that use them. */
export const entities = [
  usersEntity,
  apiKeysEntity,
  vouchersEntity,
  deactivationRequestsEntity,
  moderationActionsEntity,
  emailsEntity,
  outboxEntity,
  phoneValidationsEntity,
  phoneWhitelistEntity,
  userIdentitiesEntity,
  seasonsEntity,
  consumablesEntity,
  tokenBundlesEntity,
  rankingStatusEntity,
  lifetimeStatusEntity,
  avatarsEntity,
  avatarAssignmentsEntity,
  roomsEntity,
  roomUserRolesEntity,
  communitiesEntity,
  eventsEntity,
  customFieldsEntity,
  tokenAccountsEntity,
  tokenTransactionsEntity,
  consumablePurchasesEntity
]

/** One line per base; each domain's table lives in its folder. */
export const domains: Domain[] = [
  userService,
  merchService,
  roomService,
  { base: bases.upload.base, name: 'songs', endpoints: [helloEndpoint('upload')] },
  { base: bases.social.base, name: 'social', endpoints: [helloEndpoint('social')] },
  playlistService,
  { base: bases.payment.base, name: 'payments', endpoints: [helloEndpoint('payment')] },
  {
    base: bases.audit.base,
    name: 'audit',
    endpoints: [helloEndpoint('audit'), statusEndpoint('audit', '/info-admin/audit-service-status')]
  }
]

export function configureEntities(app: Application): void {
  for (const entity of entities) registerEntity(app, entity as never)
}

export function configureServices(app: Application): void {
  for (const domain of domains) registerDomain(app, domain)
  configureCredentials(app)
  configurePurchaseEvents(app)
  configureHoldExpiry(app)
  configureLiveRooms(app)
}
