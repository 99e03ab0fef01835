import type { Knex } from 'knex'

/**
 * Keeps a guest out of a room until `expirationTime` (a later kick moves it); lapsed kicks of the room are cleared on
 * the way.
 */
export async function kickGuest(knex: Knex, roomId: number, guestUuid: string, expirationTime: Date): Promise<void> {
  await knex('room_guest_kicks').where({ roomId }).where('expirationTime', '<=', knex.fn.now()).delete()
  await knex('room_guest_kicks')
    .insert({ roomId, guestUuid, expirationTime })
    .onConflict(['roomId', 'guestUuid'])
    .merge(['expirationTime'])
}

/** Whether a kick keeps this guest out of the room now. */
export async function isGuestKicked(knex: Knex, roomId: number, guestUuid: string): Promise<boolean> {
  return !!(await knex('room_guest_kicks')
    .where({ roomId, guestUuid })
    .where('expirationTime', '>', knex.fn.now())
    .first('roomId'))
}
