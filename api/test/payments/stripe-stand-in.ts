import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Json = Record<string, any>

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function parseForm(body: string): Json {
  const out: Json = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Json = out
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}
    })
  }
  return out
}

const WEBHOOK_PATH = '/api/payment-service/webhook/stripe'

/** Signs an event as Stripe does (Stripe's own test helper) and posts it to the API's webhook. */
export async function deliver(apiUrl: string, secret: string, event: Json, signature?: string) {
  const payload = JSON.stringify(event)
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret })
  const res = await fetch(apiUrl + WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload
  })
  return { status: res.status, body: (await res.json()) as Json }
}

/**
 * A local stand-in for the slice of Stripe's HTTP API the server calls (customers, Checkout Sessions, billing-portal
 * sessions, subscriptions), checking the secret key. It plays the buyer too: `complete` pays a session and answers the
 * events Stripe would send; its checkout page's Pay button does that and delivers them to `apiUrl` when given.
 */
export async function stripeStandIn(options: {
  secretKey: string
  apiUrl?: string
  webhookSecret?: string
  port?: number
}) {
  const calls: { method: string; path: string; body: Json }[] = []
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  let n = 0
  const next = (prefix: string) => `${prefix}_test_${++n}${Date.now().toString(36)}`
  const now = () => Math.floor(Date.now() / 1000)
  let url = ''

  const event = (type: string, object: Json) => ({
    id: next('evt'),
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object }
  })

  function complete(sessionId: string, country = 'US'): Json[] {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    const customer_details = { email: 'buyer@spinroom.test', address: { country } }
    if (session.mode === 'payment') {
      const intent = {
        id: next('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        customer: session.customer,
        metadata: session.payment_intent_data?.metadata ?? {},
        status: 'succeeded'
      }
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        customer_details
      })
      return [event('checkout.session.completed', session), event('payment_intent.succeeded', intent)]
    }
    const start = now()
    const sub = {
      id: next('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      metadata: session.subscription_data?.metadata ?? {},
      start_date: start,
      cancel_at_period_end: false,
      ended_at: null,
      items: {
        object: 'list',
        data: [{ id: next('si'), current_period_start: start, current_period_end: start + 2_592_000 }]
      }
    }
    subscriptions.set(sub.id, sub)
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, customer_details })
    return [
      event('checkout.session.completed', session),
      event('customer.subscription.created', sub),
      event('invoice.paid', invoiceOf(sub, 'paid'))
    ]
  }

  const invoiceOf = (sub: Json, status: string) => ({
    id: next('in'),
    object: 'invoice',
    status,
    customer: sub.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    lines: { object: 'list', data: [{ period: { start: sub.start_date, end: sub.items.data[0].current_period_end } }] }
  })

  /** The events of the subscription's renewal failing, and of its end. */
  function failRenewal(subscriptionId: string): Json {
    const sub = subscriptions.get(subscriptionId)!
    sub.status = 'past_due'
    return event('invoice.payment_failed', invoiceOf(sub, 'open'))
  }
  function cancel(subscriptionId: string): Json {
    const sub = subscriptions.get(subscriptionId)!
    Object.assign(sub, { status: 'canceled', ended_at: now() })
    return event('customer.subscription.deleted', sub)
  }
  const charge = (intent: string, amount: number, refunded: number) => ({
    id: next('ch'),
    object: 'charge',
    payment_intent: intent,
    amount,
    amount_refunded: refunded,
    refunded: refunded >= amount
  })
  const refund = (intent: string, amount: number, refunded = amount) =>
    event('charge.refunded', charge(intent, amount, refunded))
  const dispute = (intent: string, amount: number) =>
    event('charge.dispute.created', { id: next('dp'), object: 'dispute', payment_intent: intent, amount })

  function answer(res: ServerResponse, status: number, body: Json | string, type = 'application/json') {
    res.writeHead(status, { 'content-type': type })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }
  const refuse = (res: ServerResponse, status: number, message: string) =>
    answer(res, status, { error: { type: 'invalid_request_error', message } })

  async function api(req: IncomingMessage, res: ServerResponse, path: string, body: Json) {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return refuse(res, 401, 'Invalid API Key provided')
    calls.push({ method: req.method!, path, body })
    if (req.method === 'POST' && path === '/v1/customers')
      return answer(res, 200, { id: next('cus'), object: 'customer', ...body })
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs')
      const item = body.line_items?.[0]
      const session = {
        ...body,
        id,
        object: 'checkout.session',
        url: `${url}/checkout/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item?.price_data?.unit_amount ?? 0) * Number(item?.quantity ?? 1),
        currency: item?.price_data?.currency ?? 'usd'
      }
      sessions.set(id, session)
      return answer(res, 200, session)
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = next('bps')
      return answer(res, 200, { id, object: 'billing_portal.session', url: `${url}/portal/${id}`, ...body })
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && sub) {
      const found = subscriptions.get(sub[1]!)
      return found ? answer(res, 200, found) : refuse(res, 404, `No such subscription: '${sub[1]}'`)
    }
    refuse(res, 404, `Unrecognized request URL (${req.method}: ${path})`)
  }

  /** The buyer's side: Stripe's hosted page, here a Pay button that completes the session and sends its events. */
  async function page(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, kind, id, action] = path.split('/')
    if (req.method === 'POST' && kind === 'refunds' && options.apiUrl && options.webhookSecret) {
      // The merchant refunds a paid session in Stripe's dashboard: the charge.refunded event goes out.
      const paid = sessions.get(id ?? '')
      if (!paid?.payment_intent) return answer(res, 404, 'No such payment', 'text/plain')
      const sent = await deliver(options.apiUrl, options.webhookSecret, refund(paid.payment_intent, paid.amount_total))
      return answer(res, sent.status, sent.body)
    }
    const session = sessions.get(id ?? '')
    if (!session) return answer(res, 404, 'No such checkout', 'text/plain')
    if (req.method === 'POST' && action === 'pay') {
      const events = complete(session.id)
      if (options.apiUrl && options.webhookSecret)
        for (const e of events) await deliver(options.apiUrl, options.webhookSecret, e)
      res.writeHead(303, { location: session.success_url })
      return res.end()
    }
    const total = `${(session.amount_total / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`
    answer(
      res,
      200,
      `<!doctype html><title>Stand-in checkout</title><h1>Stand-in checkout</h1><p>${total}</p>` +
        `<form method="post" action="/checkout/${id}/pay"><button>Pay</button></form><a href="${session.cancel_url}">Cancel</a>`,
      'text/html'
    )
  }

  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname
      const handle = path.startsWith('/v1/') ? api(req, res, path, parseForm(raw)) : page(req, res, path)
      handle.catch((error: Error) => refuse(res, 500, error.message))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  url = `http://127.0.0.1:${port}`

  return {
    url,
    port,
    calls,
    sessions,
    subscriptions,
    complete,
    failRenewal,
    cancel,
    refund,
    dispute,
    event,
    /** The API settings that point a server at this stand-in. */
    settings: (webhookSecret: string) => ({
      STRIPE_SECRET_KEY: options.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http'
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
