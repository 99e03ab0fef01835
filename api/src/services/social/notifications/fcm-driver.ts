import { SignJWT, importPKCS8 } from 'jose'
import type { Application } from '../../../declarations.ts'
import { setting } from '../../../providers/settings.ts'
import { refusal, type Delivery, type Outcome, type PushDriver } from './driver.ts'

const SETTINGS = ['FCM_PROJECT_ID', 'FCM_CLIENT_EMAIL', 'FCM_PRIVATE_KEY'] as const
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'

/**
 * Firebase Cloud Messaging (HTTP v1) for android devices, signed in with a service account (`FCM_PROJECT_ID`,
 * `FCM_CLIENT_EMAIL`, `FCM_PRIVATE_KEY`); `FCM_API_URL` and `FCM_TOKEN_URL` point elsewhere (a stand-in in tests).
 */
export function fcmDriver(app: Application): PushDriver {
  const providers = () => app.get('config').providers
  let token: { value: string; until: number } | undefined

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value
    const tokenUrl = setting(app, 'FCM_TOKEN_URL', 'https://oauth2.googleapis.com/token')
    const key = await importPKCS8(providers().FCM_PRIVATE_KEY!.replace(/\\n/g, '\n'), 'RS256')
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(providers().FCM_CLIENT_EMAIL!)
      .setAudience(tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion })
    })
    if (!response.ok) throw new Error(`FCM sign-in refused: ${refusal(response.status, await response.text())}`)
    const answer = (await response.json()) as { access_token: string; expires_in: number }
    token = { value: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 }
    return token.value
  }

  return {
    missingSettings: () => SETTINGS.filter((name) => !providers()[name]),
    async send(delivery: Delivery): Promise<Outcome> {
      const api = setting(app, 'FCM_API_URL', 'https://fcm.googleapis.com')
      const data = { ...delivery.data, ...(delivery.link ? { link: delivery.link } : {}) }
      const notification = delivery.title ? { title: delivery.title, body: delivery.body ?? '' } : undefined
      const response = await fetch(`${api}/v1/projects/${providers().FCM_PROJECT_ID}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: delivery.target,
            notification,
            data,
            android: { priority: notification ? 'high' : 'normal' }
          }
        })
      })
      const text = await response.text()
      if (response.ok) return { status: 'sent' }
      const error = refusal(response.status, text)
      // The token was never valid or the app was uninstalled.
      const gone = response.status === 404 || /UNREGISTERED|registration-token-not-registered/.test(text)
      return { status: gone ? 'expired' : 'failed', error }
    }
  }
}
