import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import product from './product/index.ts'
import plan from './plan/index.ts'
import subscription from './subscription/index.ts'
import payment from './payment/index.ts'

const p = routes.payments
const productRoutes = { get: p.getProduct, create: p.createProduct, update: p.updateProduct, delete: p.deleteProduct }

/** The payments domain's resources, in menu order. */
export const paymentsResources: Record<string, ResourceEntry> = {
  // Token bundles and other one-time products; plans are products too, listed apart.
  products: { domain: 'payments', routes: { list: p.listProducts, ...productRoutes }, views: product },
  'subscription-plans': { domain: 'payments', routes: { list: p.listPlans, ...productRoutes }, views: plan },
  subscriptions: { domain: 'payments', routes: { list: p.listSubscriptions }, views: subscription },
  payments: { domain: 'payments', routes: { list: p.listPayments }, views: payment }
}
