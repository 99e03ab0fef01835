import type { ConsumablePurchasedEvent } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { roomChannel } from '../../../channels.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { useService } from '../../../lib/service-at.ts'

/** Service path whose `consumablePurchased` events reach the room's channel. */
export const PURCHASE_EVENTS_PATH = 'api/merch-service/consumable-purchase-events'

interface PurchaseEvents {
  publish(event: string, to: (data: ConsumablePurchasedEvent) => unknown): void
  emit(event: string, data: ConsumablePurchasedEvent): void
}

/** An event-only service: the room learns what was bought in it, nobody else does. */
export function configurePurchaseEvents(app: Application): void {
  // An event-only service: `setup` is its one harmless method.
  useService(app, PURCHASE_EVENTS_PATH, { async setup() {} }, { methods: [], events: ['consumablePurchased'] })
  serviceAt<PurchaseEvents>(app, PURCHASE_EVENTS_PATH).publish('consumablePurchased', (event) =>
    app.channel(roomChannel(event.roomUuid))
  )
}

export const announcePurchase = (app: Application, event: ConsumablePurchasedEvent) =>
  serviceAt<PurchaseEvents>(app, PURCHASE_EVENTS_PATH).emit('consumablePurchased', event)
