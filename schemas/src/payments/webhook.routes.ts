import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import { PaymentSchema } from './payment.ts'
import { AppleNotificationSchema, PaymentSettingsSchema, WebhookResultSchema } from './subscription.ts'

/** The providers' callbacks, and the payments they record. */
export const webhookRoutes = routeGroup({
  stripeWebhook: {
    method: 'POST',
    path: '/webhook/stripe',
    access: 'hook',
    summary: 'card-payment provider callback (signature checked)',
    description:
      "Checked first: the `stripe-signature` header over the raw body with STRIPE_WEBHOOK_SECRET (503 naming it when unset; 400 and nothing written when it does not match). Each event id is acted on once (a replay answers `replayed: true` and changes nothing). A paid token bundle (checkout.session.completed, payment_intent.succeeded) credits the buyer's token account once per payment; charge.refunded and charge.dispute.created take the tokens back (what was already spent is recorded as the payment's shortfall); customer.subscription.* and invoice.paid / invoice.payment_failed set the user's subscription level.",
    tags: ['webhooks'],
    rawBody: true,
    result: WebhookResultSchema,
    errors: { 400: 'Invalid signature' }
  },
  appleWebhook: {
    method: 'POST',
    path: '/webhook/apple',
    access: 'hook',
    summary: 'app-store callback (signature checked)',
    description:
      "App Store Server Notifications v2. The signedPayload (and the transaction in it) must be a JWS whose x5c certificate chain ends at the root certificate in APP_STORE_ROOT_CERT (a PEM file), whose leaf and intermediate carry Apple's App Store marks (OIDs 1.2.840.113635.100.6.11.1 and 1.2.840.113635.100.6.2.1) and whose signature is the leaf's: otherwise 400 'Invalid signature' and nothing written. The notification and its transaction must name this app's APP_STORE_BUNDLE_ID (400 naming 'bundleId' otherwise); 503 naming both settings when either is unset. Acted on once per notificationUUID. The transaction's appAccountToken names the user; SUBSCRIBED / DID_RENEW / EXPIRED / REVOKE / REFUND / ONE_TIME_CHARGE set the level or move tokens as the Stripe events do.",
    tags: ['webhooks'],
    body: AppleNotificationSchema,
    result: WebhookResultSchema,
    errors: { 400: 'Invalid signature' }
  },
  paymentSettings: {
    method: 'GET',
    path: '/settings',
    access: 'public',
    summary: 'which payment providers are set up (beyond the seed: the player hides what cannot work)',
    tags: ['payments'],
    result: PaymentSettingsSchema
  },
  listPayments: {
    method: 'GET',
    path: '/admin/payments',
    access: 'admin',
    summary:
      'one-time payments with their buyers’ names and what they did to the token account, filtered by userUuid, status, provider (admin list-query language or simple-rest; beyond the seed, for the console)',
    tags: ['payments'],
    query: AdminListQuery,
    result: Type.Union([AdminPage(PaymentSchema), Type.Array(PaymentSchema)])
  }
})
