import type { Application } from '../../../declarations.ts'
import { keepAlivePoster } from '../../../lib/keep-alive-post.ts'
import { refusal, type Delivery, type Outcome, type PushDriver } from './driver.ts'
import { vapidOf, webPushLibrary } from './vapid.ts'

const HOUR = 3600
// A push service keeps an undelivered message this long while the browser is offline.
const TIME_TO_LIVE = 24 * HOUR
const MAX_CACHED_TOKENS = 1000

/** Web push (RFC 8030, encrypted per RFC 8291, signed per RFC 8292) to the browsers' own push services. */
export function webPushDriver(app: Application): PushDriver {
  // One VAPID token per push service origin, reused until an hour before it expires (signing each costs).
  const tokens = new Map<string, { authorization: string; until: number }>()
  const authorization = async (endpoint: string) => {
    const audience = new URL(endpoint).origin
    const now = Math.floor(Date.now() / 1000)
    const cached = tokens.get(audience)
    if (cached && cached.until > now) return cached.authorization
    const { subject, publicKey, privateKey } = await vapidOf(app)
    const expires = now + 12 * HOUR
    const headers = (await webPushLibrary()).getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      expires
    )
    // Bounded: subscriptions may name any number of public push origins; the oldest token is signed again if needed.
    if (!tokens.has(audience) && tokens.size >= MAX_CACHED_TOKENS) tokens.delete(tokens.keys().next().value!)
    tokens.set(audience, { authorization: headers.Authorization, until: expires - HOUR })
    return headers.Authorization
  }
  const poster = keepAlivePoster(app.get('config').outboundAllowedHosts)
  return {
    missingSettings: () => [],
    async send(delivery: Delivery): Promise<Outcome> {
      if (!delivery.keys) return { status: 'expired', error: 'the browser unsubscribed' }
      const payload = JSON.stringify({
        title: delivery.title,
        body: delivery.body,
        link: delivery.link,
        data: delivery.data
      })
      const request = (await webPushLibrary()).generateRequestDetails(
        { endpoint: delivery.target, keys: delivery.keys },
        payload,
        {
          TTL: TIME_TO_LIVE,
          headers: { Authorization: await authorization(delivery.target) }
        }
      )
      const { status, text, location } = await poster.post(
        request.endpoint,
        request.headers as Record<string, string>,
        request.body as Buffer
      )
      if (status >= 200 && status < 300) return { status: 'sent' }
      if (status >= 300 && status < 400)
        return {
          status: 'failed',
          error: `refused: the push service redirected (${status}) to ${location}; push is never redirected`
        }
      // 404 and 410: the subscription is gone for good (RFC 8030 §7.3).
      const error = refusal(status, text)
      return status === 404 || status === 410 ? { status: 'expired', error } : { status: 'failed', error }
    },
    close: () => poster.close()
  }
}
