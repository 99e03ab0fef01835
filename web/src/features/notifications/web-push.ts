import { routes, sitePaths } from '@spinroom/schemas'
import { api } from '../../api/client.ts'

/** What this browser can do: web push needs a service worker, the Push API and the Notification API. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The push subscription this browser holds for the player, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(sitePaths.pushWorker)
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Asks the person for permission, subscribes this browser with the server's VAPID key and hands the subscription to
 * the server; answers the permission the browser ended with.
 */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission
  const registration = await navigator.serviceWorker.register(sitePaths.pushWorker)
  await navigator.serviceWorker.ready
  const { publicKey } = await api.call(routes.social.getVapidPublicKey)
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }))
  const { endpoint, keys, expirationTime } = subscription.toJSON()
  await api.call(routes.social.storeWebPushSubscription, {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! }, expirationTime }
  })
  return permission
}

/** Stops this browser's notifications: its push service drops the subscription, so the server's next send drops it. */
export async function disablePush(): Promise<void> {
  await (await currentSubscription())?.unsubscribe()
}
