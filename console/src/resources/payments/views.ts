import type { ResourceViews } from '../types.ts'
import type { paymentsResources } from './registry.ts'
import product from './products/index.ts'
import plan from './plans/index.ts'
import subscription from './subscriptions/index.ts'
import payment from './payments/index.ts'

/** The payments domain's screens: resource name → its views (a menu entry and pages). */
export const paymentsViews: Partial<Record<keyof typeof paymentsResources, ResourceViews>> = {
  products: product,
  'subscription-plans': plan,
  subscriptions: subscription,
  payments: payment
}
