import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { apiKeyRoutes } from './api-key.routes.ts'
import { authRoutes } from './auth.routes.ts'
import { deactivationRoutes } from './deactivation.routes.ts'
import { emailRoutes } from './email.routes.ts'
import { entryRoutes } from './entry.routes.ts'
import { imageRoutes } from './image.routes.ts'
import { moderationRoutes } from './moderation.routes.ts'
import { outboxRoutes } from './outbox.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { phoneRoutes } from './phone.routes.ts'
import { profileRoutes } from './profile.routes.ts'
import { providerCredentialRoutes } from './provider-credentials.routes.ts'
import { providerTokenRoutes } from './provider-tokens.routes.ts'
import { userIdentityRoutes } from './user-identity.routes.ts'
import { userRoutes } from './user.routes.ts'
import { voucherRoutes } from './voucher.routes.ts'

export const accountsRoutes = defineRoutes('accounts', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/user-service-status'),
  ...authRoutes,
  ...userRoutes,
  ...apiKeyRoutes,
  ...moderationRoutes,
  ...passwordRoutes,
  ...emailRoutes,
  ...outboxRoutes,
  ...profileRoutes,
  ...deactivationRoutes,
  ...entryRoutes,
  ...voucherRoutes,
  ...imageRoutes,
  ...providerTokenRoutes,
  ...providerCredentialRoutes,
  ...phoneRoutes,
  ...userIdentityRoutes
})
