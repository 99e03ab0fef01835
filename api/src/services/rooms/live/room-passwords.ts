import type { JoinRoom } from '@spinroom/schemas'
import { Forbidden } from '../../../errors.ts'
import { verifyPassword } from '../../../auth/passwords.ts'
import type { RoomRow } from '../room-lookup.ts'
import type { Actor } from './permissions.ts'

/** The room password, or for guests the guest password; the room's managers need neither. */
export async function assertPasswords(
  room: RoomRow,
  actor: Actor,
  input: Pick<JoinRoom, 'password' | 'guestPassword'>
): Promise<void> {
  if (actor.isModerator) return
  const guest = actor.caller.type === 'guest'
  const guestPass = async () =>
    !!(
      guest &&
      room.guestPasswordHash &&
      input.guestPassword &&
      (await verifyPassword(room.guestPasswordHash, input.guestPassword))
    )
  if (room.passwordHash) {
    if (input.password && (await verifyPassword(room.passwordHash, input.password))) return
    if (await guestPass()) return
    throw new Forbidden(input.password || input.guestPassword ? 'Wrong room password' : 'This room needs a password')
  }
  if (guest && room.guestPasswordHash && !(await guestPass()))
    throw new Forbidden(input.guestPassword ? 'Wrong guest password' : 'This room needs a guest password')
}
