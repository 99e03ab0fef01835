import type { Application } from '../../../declarations.ts'
import { busSignal } from '../../../bus.ts'
import type { RoomRow } from '../room-lookup.ts'

/** A user took a DJ seat in a room: sent once the room has committed it. */
export interface DjSeated {
  room: Pick<RoomRow, 'slug' | 'name'>
  djUuid: string
}

const djSeats = (app: Application) => busSignal<DjSeated>(app, 'dj-seats')

export function announceDjSeated(app: Application, room: DjSeated['room'], djUuid: string): void {
  djSeats(app).send({ room: { slug: room.slug, name: room.name }, djUuid })
}

/** For another domain's setup: `listener` runs once a seat in the cluster, on the process that seated the DJ. */
export function onDjSeated(app: Application, listener: (seated: DjSeated) => void): void {
  djSeats(app).fromHere(listener)
}
