import { paymentsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { paymentsEntity } from './ledger/entity.ts'
import { productHandlers } from './products/handlers.ts'
import { productsEntity } from './products/entity.ts'
import { subscriptionHandlers } from './subscriptions/handlers.ts'
import { subscriptionsEntity } from './subscriptions/entity.ts'
import { webhookHandlers } from './webhooks/handlers.ts'

export default defineDomain(paymentsRoutes, {
  handlers: {
    hello: hello('payments'),
    status: status('payments'),
    ...productHandlers,
    ...subscriptionHandlers,
    ...webhookHandlers
  },
  entities: [productsEntity, subscriptionsEntity, paymentsEntity]
})
