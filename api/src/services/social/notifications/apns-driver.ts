import { connect, type ClientHttp2Session } from 'node:http2'
import { SignJWT, importPKCS8, type CryptoKey } from 'jose'
import type { Application } from '../../../declarations.ts'
import { setting } from '../../../providers/settings.ts'
import { refusal, type Delivery, type Outcome, type PushDriver } from './driver.ts'

const SETTINGS = ['APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_PRIVATE_KEY', 'APNS_TOPIC'] as const
// Apple refuses a provider token older than an hour and one renewed more often than every 20 minutes.
const TOKEN_MS = 40 * 60_000

/**
 * Apple Push Notification service over HTTP/2 with a token-based key (`APNS_KEY_ID`, `APNS_TEAM_ID`,
 * `APNS_PRIVATE_KEY`, `APNS_TOPIC` the app's bundle id) for ios devices; `APNS_HOST` points elsewhere (the sandbox,
 * or a stand-in in tests).
 */
export function apnsDriver(app: Application): PushDriver {
  const providers = () => app.get('config').providers
  let session: ClientHttp2Session | undefined
  let token: { value: string; until: number } | undefined
  let key: CryptoKey | undefined

  async function providerToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value
    key ??= await importPKCS8(providers().APNS_PRIVATE_KEY!.replace(/\\n/g, '\n'), 'ES256')
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: providers().APNS_KEY_ID! })
      .setIssuer(providers().APNS_TEAM_ID!)
      .setIssuedAt()
      .sign(key)
    token = { value, until: Date.now() + TOKEN_MS }
    return value
  }

  const open = () => {
    if (!session || session.closed || session.destroyed) {
      session = connect(setting(app, 'APNS_HOST', 'https://api.push.apple.com'))
      session.on('error', () => session?.destroy())
      // An idle connection does not keep the process alive.
      session.unref()
    }
    return session
  }

  return {
    missingSettings: () => SETTINGS.filter((name) => !providers()[name]),
    close: () => session?.close(),
    async send(delivery: Delivery): Promise<Outcome> {
      const silent = !delivery.title
      const aps = silent
        ? { 'content-available': 1 }
        : { alert: { title: delivery.title, body: delivery.body ?? '' }, sound: 'default' }
      const payload = JSON.stringify({ aps, ...delivery.data, ...(delivery.link ? { link: delivery.link } : {}) })
      const headers = {
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(delivery.target)}`,
        authorization: `bearer ${await providerToken()}`,
        'apns-topic': providers().APNS_TOPIC!,
        'apns-push-type': silent ? 'background' : 'alert',
        'apns-priority': silent ? '5' : '10',
        'apns-id': delivery.id,
        'content-type': 'application/json'
      }
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const stream = open().request(headers)
        let status = 0
        let text = ''
        stream.setEncoding('utf8')
        stream.on('response', (answer) => (status = Number(answer[':status'])))
        stream.on('data', (chunk: string) => (text += chunk))
        stream.on('end', () => resolve({ status, text }))
        stream.on('error', reject)
        stream.end(payload)
      })
      if (status === 200) return { status: 'sent' }
      const error = refusal(status, text)
      // 410: the app is gone from the device; BadDeviceToken: never a valid token for this topic.
      const gone = status === 410 || /BadDeviceToken|Unregistered|DeviceTokenNotForTopic/.test(text)
      return { status: gone ? 'expired' : 'failed', error }
    }
  }
}
