import { stripeStandIn } from './stripe-stand-in.ts'

// The stand-in as a process of its own, for the browser tests and the bench: its Pay button delivers signed events.
const env = process.env
const standIn = await stripeStandIn({
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_stand_in',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_stand_in',
  apiUrl: env.API_URL,
  port: Number(env.STRIPE_STAND_IN_PORT ?? 0)
})
console.log(`Stripe stand-in on ${standIn.url}`)
