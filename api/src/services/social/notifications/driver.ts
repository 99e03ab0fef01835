import type { PushPlatform } from '@spinroom/schemas'

/** One delivery as a driver sends it: where to (a device token or a browser's subscription) and what. */
export interface Delivery {
  id: string
  platform: PushPlatform
  target: string
  /** A browser subscription's keys (web only). */
  keys?: { p256dh: string; auth: string }
  title: string | null
  body: string | null
  link: string | null
  data: Record<string, string> | null
}

/** What became of a delivery: `expired` means the device or browser is gone and its registration is dropped. */
export type Outcome = { status: 'sent' } | { status: 'expired' | 'failed'; error: string }

/** A push service behind one interface: web push, APNs, FCM. */
export interface PushDriver {
  /** The settings it lacks; none means it can send. */
  missingSettings(): string[]
  send(delivery: Delivery): Promise<Outcome>
  close?(): void
}

/** The answer of a push service that refused, short enough to keep in the outbox. */
export const refusal = (status: number, text: string) => `${status} ${text.slice(0, 300)}`.trim()
