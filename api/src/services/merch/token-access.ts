import { isAdmin } from '@spinroom/schemas'
import type { Caller } from '../../declarations.ts'
import { Forbidden } from '../../errors.ts'

const isService = (caller: Caller) => caller.type === 'service'
const isUser = (caller: Caller) => caller.type === 'user' && !!caller.user

/** Ledger rows record who wrote them. */
export const sourceOf = (caller: Caller) => `${caller.type}:${caller.id}`

/** Credits mint tokens: a service key or an administrator, never the account's owner. */
export function assertMayCredit(caller: Caller): void {
  if (isService(caller) || (isUser(caller) && isAdmin(caller.roles))) return
  throw new Forbidden('Only services and administrators may credit tokens')
}

/** Holds and their settlement: the account's owner, a service key or an administrator. */
export function assertMayMoveHold(caller: Caller, ownerUuid: string): void {
  if (isService(caller) || (isUser(caller) && (caller.id === ownerUuid || isAdmin(caller.roles)))) return
  throw new Forbidden('Only the account owner, a service or an administrator may do this')
}
