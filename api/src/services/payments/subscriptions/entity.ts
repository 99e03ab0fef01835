import { SubscriptionSchema, subscriptionListFields, type Subscription } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export type SubscriptionRow = Omit<
  Subscription,
  'userName' | 'startedAt' | 'currentPeriodEnd' | 'endedAt' | 'createdAt' | 'updatedAt'
> & {
  startedAt: Date
  currentPeriodEnd: Date | null
  endedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export const subscriptionsEntity = defineEntity({
  table: 'subscriptions',
  path: 'api/payment-service/subscription-records',
  resource: 'subscriptions',
  schema: SubscriptionSchema,
  listFields: subscriptionListFields,
  searchFields: ['providerSubscriptionId'],
  defaultSort: { startedAt: -1, id: 1 }
})
