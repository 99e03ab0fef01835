import { ConsumablePurchaseSchema, type ConsumablePurchase, type ConsumablePurchasedEvent } from '@spinroom/schemas'
import type { Application } from '../../declarations.ts'
import { roomChannel } from '../../channels.ts'
import { defineEntity } from '../../lib/entity.ts'

export type ConsumablePurchaseRow = Omit<ConsumablePurchase, 'createdAt'> & { createdAt: Date }

export const consumablePurchasesEntity = defineEntity({
  table: 'consumable_purchases',
  path: 'api/merch-service/consumable-purchase-records',
  resource: 'consumable-purchases',
  schema: ConsumablePurchaseSchema,
  listFields: ['id', 'accountId', 'consumableId', 'roomUuid', 'userUuid', 'tokenCost', 'createdAt'],
  searchFields: [],
  defaultSort: { createdAt: -1 }
})

/** Service path whose `consumablePurchased` events reach the room's channel. */
export const PURCHASE_EVENTS_PATH = 'api/merch-service/consumable-purchase-events'

/** An event-only service: the room learns what was bought in it, nobody else does. */
export function configurePurchaseEvents(app: Application): void {
  // No method is callable; Feathers wants one function on a service, and `setup` is harmless.
  app.use(
    PURCHASE_EVENTS_PATH as never,
    { async setup() {} } as never,
    { methods: [], events: ['consumablePurchased'] } as never
  )
  const service = app.service(PURCHASE_EVENTS_PATH as never) as unknown as {
    publish(event: string, f: (data: ConsumablePurchasedEvent) => unknown): void
  }
  service.publish('consumablePurchased', (event) => app.channel(roomChannel(event.roomUuid)))
}

export function announcePurchase(app: Application, event: ConsumablePurchasedEvent): void {
  const service = app.service(PURCHASE_EVENTS_PATH as never) as unknown as { emit(event: string, data: unknown): void }
  service.emit('consumablePurchased', event)
}
