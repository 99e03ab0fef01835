import { accountsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { apiKeyHandlers } from './api-keys/handlers.ts'
import { apiKeysEntity } from './api-keys/entity.ts'
import { authHandlers } from './auth/handlers.ts'
import { deactivationHandlers } from './deactivation/handlers.ts'
import { deactivationRequestsEntity } from './deactivation/entity.ts'
import { emailHandlers } from './emails/handlers.ts'
import { emailsEntity } from './emails/entity.ts'
import { watchNewAccounts } from './emails/emails.ts'
import { entryHandlers } from './entry/handlers.ts'
import { imageHandlers } from './images/handlers.ts'
import { moderationHandlers } from './moderation/handlers.ts'
import { moderationActionsEntity } from './moderation/entity.ts'
import { relayUserSocketClosing } from './moderation/sessions.ts'
import { sweepSessionsAfterRedis } from './moderation/session-sweep.ts'
import { outboxHandlers } from './outbox/handlers.ts'
import { outboxEntity } from './outbox/entity.ts'
import { passwordHandlers } from './passwords/handlers.ts'
import { limitFailedLogins } from './passwords/passwords.ts'
import { phoneHandlers, userIdentityHandlers } from './phones/handlers.ts'
import { phoneValidationsEntity, phoneWhitelistEntity, userIdentitiesEntity } from './phones/entity.ts'
import { profileHandlers } from './profiles/handlers.ts'
import { providerCredentialHandlers } from './provider-credentials/handlers.ts'
import { providerTokenHandlers } from './provider-tokens/handlers.ts'
import { userHandlers } from './users/handlers.ts'
import { usersEntity } from './users/entity.ts'
import { voucherHandlers } from './vouchers/handlers.ts'
import { vouchersEntity } from './vouchers/entity.ts'

/** The user service: accounts, authentication, profiles, moderation, vouchers, provider tokens. */
export default defineDomain(accountsRoutes, {
  entities: [
    usersEntity,
    apiKeysEntity,
    vouchersEntity,
    deactivationRequestsEntity,
    moderationActionsEntity,
    emailsEntity,
    outboxEntity,
    phoneValidationsEntity,
    phoneWhitelistEntity,
    userIdentitiesEntity
  ],
  handlers: {
    hello: hello('accounts'),
    status: status('accounts'),
    ...authHandlers,
    ...userHandlers,
    ...apiKeyHandlers,
    ...moderationHandlers,
    ...passwordHandlers,
    ...emailHandlers,
    ...outboxHandlers,
    ...profileHandlers,
    ...deactivationHandlers,
    ...entryHandlers,
    ...voucherHandlers,
    ...imageHandlers,
    ...providerTokenHandlers,
    ...providerCredentialHandlers,
    ...phoneHandlers,
    ...userIdentityHandlers
  },
  setup(app) {
    // The sign-up address of new accounts, limits on failed logins, and bans reaching sockets on every process (those
    // made while Redis was away too).
    watchNewAccounts(app)
    limitFailedLogins(app)
    relayUserSocketClosing(app)
    sweepSessionsAfterRedis(app)
  }
})
