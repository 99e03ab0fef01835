import { IdParams, AdminListQuery, AdminPage } from '../common.ts'
import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'
import { CheckoutSessionSchema, ProductSchema, STRIPE_NOT_CONFIGURED } from './product.ts'
import {
  SubscriptionCountQuery,
  SubscriptionCountSchema,
  SubscriptionSchema,
  UserSubscriptionSchema
} from './subscription.ts'

const tags = ['subscriptions']

/** Subscription plans, checkout, the billing portal and who subscribes. */
export const subscriptionRoutes = routeGroup({
  countSubscriptions: {
    method: 'GET',
    path: '/subscription/count',
    access: 'admin',
    summary: 'subscription count (startDate, endDate, region, level)',
    description:
      'Subscriptions active at some time between startDate and endDate (a subscription is active from its start until it ended), of the region and level given.',
    tags,
    query: SubscriptionCountQuery,
    result: SubscriptionCountSchema
  },
  ownSubscription: {
    method: 'GET',
    path: '/subscription',
    access: 'user',
    summary: "caller's subscription: level and the subscription that grants it (null when none)",
    tags,
    result: UserSubscriptionSchema
  },
  userSubscription: {
    method: 'GET',
    path: '/subscription/user/{id}',
    access: 'self',
    summary: "a user's subscription (the user themselves or an admin)",
    tags,
    params: IdParams,
    result: UserSubscriptionSchema,
    forbidden: 'You may only read your own subscription'
  },
  subscriptionCheckout: {
    method: 'POST',
    path: '/subscription/checkout/{id}',
    access: 'user',
    summary: 'start a subscription checkout for plan {id}: a Stripe Checkout Session to send the buyer to',
    description: `503 "${STRIPE_NOT_CONFIGURED}" when Stripe is not set up; 404 for an unknown or inactive plan; 409 when the caller already has an active subscription (change it in the billing portal).`,
    tags,
    params: IdParams,
    result: CheckoutSessionSchema,
    errors: { 404: 'Plan not found', 409: 'You already have a subscription', 503: STRIPE_NOT_CONFIGURED }
  },
  billingPortal: {
    method: 'POST',
    path: '/subscription/portal',
    access: 'user',
    summary: "billing portal session: Stripe's page where the caller manages their subscription",
    description: `404 when the caller never bought anything through Stripe; 503 "${STRIPE_NOT_CONFIGURED}" when Stripe is not set up.`,
    tags,
    result: CheckoutSessionSchema,
    errors: { 404: 'No billing account', 503: STRIPE_NOT_CONFIGURED }
  },
  listPlans: {
    method: 'GET',
    path: '/subscription/products',
    access: 'any',
    summary: 'subscription plans (the active recurring products), cheapest first',
    tags,
    result: Type.Array(ProductSchema)
  },
  listSubscriptions: {
    method: 'GET',
    path: '/admin/subscriptions',
    access: 'mod',
    summary:
      'subscriptions with their subscribers’ names, filtered by userUuid, status, level, provider (admin list-query language or simple-rest; beyond the seed, for the console)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(SubscriptionSchema), Type.Array(SubscriptionSchema)])
  }
})
