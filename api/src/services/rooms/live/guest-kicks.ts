import type { Knex } from 'knex'
import { sharedReads } from '../../../lib/shared-reads.ts'
import type { Engine } from './state.ts'

/** The network addresses a guest's live connections come from (recorded when they join). */
export const guestAddresses = (engine: Engine, guestUuid: string): string[] => [
  ...new Set((engine.connections[guestUuid] ?? []).flatMap((c) => (c.address ? [c.address] : [])))
]

/**
 * Keeps a guest out of a room until `expirationTime` (a later kick moves it), by their uuid and by the address they
 * came from, since a fresh guest token is free; lapsed kicks of the room are cleared on the way.
 */
export async function kickGuest(
  knex: Knex,
  roomId: number,
  guestUuid: string,
  expirationTime: Date,
  addresses: string[]
): Promise<void> {
  await knex('room_guest_kicks').where({ roomId }).where('expirationTime', '<=', knex.fn.now()).delete()
  await knex('room_guest_kicks')
    .insert({ roomId, guestUuid, expirationTime, address: addresses[0] ?? null })
    .onConflict(['roomId', 'guestUuid'])
    .merge(['expirationTime', 'address'])
}

/** A kick in force: the guest it names and the address they came from. */
interface GuestKick {
  guestUuid: string
  address: string | null
}

/** The kicks that keep guests out of a room now: few, since a kick clears the room's lapsed ones. */
const activeKicks = (knex: Knex, roomId: number): Promise<GuestKick[]> =>
  knex('room_guest_kicks').where({ roomId }).where('expirationTime', '>', knex.fn.now()).select('guestUuid', 'address')

/** Read once for the guests of a room asking together (a crowd coming back), and only read, so shared uncopied. */
const roomKicks = sharedReads(
  activeKicks,
  (roomId: number) => String(roomId),
  (kicks) => kicks
)

/** Whether a kick keeps this guest (or any guest from this address) out of the room now. */
export async function isGuestKicked(
  knex: Knex,
  roomId: number,
  guestUuid: string,
  address: string | undefined
): Promise<boolean> {
  const kicks = await roomKicks(knex, roomId)
  return kicks.some((kick) => kick.guestUuid === guestUuid || (!!address && kick.address === address))
}
