import type { webhookRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { paymentsEntity } from '../ledger/entity.ts'
import { adminListWithNames } from '../names.ts'
import { appleWebhook } from './apple.ts'
import { stripeWebhook } from './stripe.ts'

export const webhookHandlers: Handlers<typeof webhookRoutes> = {
  stripeWebhook,
  appleWebhook,
  async paymentSettings({ app }) {
    const { providers } = app.get('config')
    return {
      stripe: !!providers.STRIPE_SECRET_KEY,
      appStore: !!(providers.APP_STORE_ROOT_CERT && providers.APP_STORE_BUNDLE_ID)
    }
  },
  listPayments: (call) => adminListWithNames(call, paymentsEntity)
}
