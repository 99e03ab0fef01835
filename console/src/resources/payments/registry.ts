import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'

const p = routes.payments
const productRoutes = { get: p.getProduct, create: p.createProduct, update: p.updateProduct, delete: p.deleteProduct }

/** The payments domain's resources, in menu order. */
export const paymentsResources = {
  // Token bundles and other one-time products; plans are products too, listed apart.
  products: { domain: 'payments', routes: { list: p.listProducts, ...productRoutes } },
  'subscription-plans': { domain: 'payments', routes: { list: p.listPlans, ...productRoutes } },
  subscriptions: { domain: 'payments', routes: { list: p.listSubscriptions } },
  payments: { domain: 'payments', routes: { list: p.listPayments } }
} satisfies Record<string, ResourceEntry>
