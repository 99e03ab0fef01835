import type { Knex } from 'knex'
import type { LiveRoomSettings } from '@spinroom/schemas'
import type { RoomRow } from '../room-lookup.ts'
import { roomSettingsViews } from '../rooms/view.ts'

/** The `settings` of a live room's state: the room as clients see it, without the live summary. */
export const roomSettings = async (knex: Knex, room: RoomRow): Promise<LiveRoomSettings> =>
  (await roomSettingsViews(knex, [room]))[0]
