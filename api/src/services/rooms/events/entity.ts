import { EventSchema, eventListFields, type RoomEvent } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export type EventRow = Omit<RoomEvent, 'startTime' | 'endTime' | 'createdAt' | 'updatedAt'> & {
  startTime: Date
  endTime: Date
  createdAt: Date
  updatedAt: Date
}

export const eventsEntity = defineEntity({
  table: 'events',
  path: 'api/room-service/event-records',
  resource: 'events',
  schema: EventSchema,
  listFields: eventListFields,
  searchFields: ['name', 'slug'],
  defaultSort: { startTime: 1 }
})
