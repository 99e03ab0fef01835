import type Stripe from 'stripe'
import { BadGateway } from '@feathersjs/errors'
import type { Application } from '../../declarations.ts'
import { requireSettings, setting } from '../../providers/settings.ts'

const clients = new WeakMap<Application, { key: string; stripe: Stripe }>()

/** The Stripe library, imported on first use: a site that never takes payments never loads it. */
export const stripeLibrary = async () => (await import('stripe')).default

/**
 * The Stripe client of this deployment, or a 503 naming STRIPE_SECRET_KEY. STRIPE_API_HOST / _PORT / _PROTOCOL point it
 * at another server speaking Stripe's API (the tests' and the bench's local stand-in).
 */
export async function stripeClient(app: Application): Promise<Stripe> {
  const { STRIPE_SECRET_KEY: key } = requireSettings(app, 'Stripe', ['STRIPE_SECRET_KEY'])
  const cached = clients.get(app)
  if (cached?.key === key) return cached.stripe
  const host = setting(app, 'STRIPE_API_HOST', '')
  const Stripe = await stripeLibrary()
  const stripe = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(host
      ? {
          host,
          port: setting(app, 'STRIPE_API_PORT', '443'),
          protocol: setting(app, 'STRIPE_API_PROTOCOL', 'https') === 'http' ? 'http' : 'https'
        }
      : {})
  })
  clients.set(app, { key, stripe })
  return stripe
}

/** The signing secret of Stripe's webhook endpoint, or a 503 naming STRIPE_WEBHOOK_SECRET. */
export const stripeWebhookSecret = (app: Application) =>
  requireSettings(app, 'Stripe', ['STRIPE_WEBHOOK_SECRET']).STRIPE_WEBHOOK_SECRET

/** A call to Stripe whose refusal or absence is a 502 saying so, not a 500. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof (await stripeLibrary()).errors.StripeError)
      throw new BadGateway(`Stripe refused the request: ${error.message}`, { code: error.code, type: error.type })
    throw error
  }
}
