import type { AuthenticationService } from '@feathersjs/authentication'
import type { Knex } from 'knex'
import { isAdmin, isModerator, type AccessLevel, type RoomRole, type RouteDef } from '@spinroom/schemas'
import type { Caller, HookContext } from '../declarations.ts'
import { Forbidden, NotAuthenticated } from '../errors.ts'
import { AUTH_PATH, toCaller } from './caller.ts'
import type { Call, Endpoint } from './endpoint.ts'
import { provided } from './extension-points.ts'
import { serviceAt } from './service-at.ts'

/** The roles a user holds in a room now: the rooms domain's rule of which are in force, provided at its setup. */
export const roomRoles =
  provided<(knex: Knex, roomId: number, userUuid: string) => Promise<RoomRole[]>>('room role reader')

/** Sets `params.caller` from the credential the transport parsed (bearer token, API key or socket login). */
export async function identify(context: HookContext): Promise<void> {
  const { params, app } = context
  if (params.caller !== undefined) return
  if (!params.authentication) {
    params.caller = null
    return
  }
  const auth = serviceAt<AuthenticationService>(app, AUTH_PATH)
  const result = await auth.authenticate(params.authentication, params, 'jwt', 'apiKey')
  params.caller = toCaller(result)
  if (params.observed) Object.assign(params.observed, { user: params.caller.id, callerType: params.caller.type })
}

const signedIn = (caller: Caller | null): caller is Caller => {
  if (!caller) throw new NotAuthenticated('Not authenticated')
  return true
}

const isUser = (caller: Caller) => caller.type === 'user' && !!caller.user

/** Access levels whose endpoints declare the owners of what a call touches. */
export const ownedAccess = (access: AccessLevel) => access === 'self' || access === 'selfOrService'

/** Why a signed-in caller is below an access level (the level's 403 message), or undefined when they are not. */
function refusal(access: AccessLevel, caller: Caller): string | undefined {
  switch (access) {
    case 'user':
    case 'self':
    case 'room':
      return isUser(caller) ? undefined : 'Only signed-in users may do this'
    case 'selfOrService':
      return isUser(caller) || caller.type === 'service' ? undefined : 'Only signed-in users and services may do this'
    case 'mod':
      return isUser(caller) && isModerator(caller.roles) ? undefined : 'Only moderators may do this'
    case 'admin':
      return isUser(caller) && isAdmin(caller.roles) ? undefined : 'Only administrators may do this'
    case 'service':
      return caller.type === 'service' || (isUser(caller) && isAdmin(caller.roles))
        ? undefined
        : 'Only services may do this'
    case 'bot':
      return caller.type === 'bot' ? undefined : 'Only bots may do this'
    default:
      return undefined
  }
}

/**
 * Throws unless the caller may use an endpoint of this access level (ownership for `self` and `selfOrService`, and
 * room roles for `room`, are checked separately): a signed-in caller below it gets the level's 403, or the 401 the
 * route declares where it is `refused` so.
 */
export function assertAccess(row: Pick<RouteDef, 'access' | 'refused' | 'errors'>, caller: Caller | null): void {
  if (row.access === 'public' || row.access === 'hook') return
  if (!signedIn(caller)) return
  const refused = refusal(row.access, caller)
  if (!refused) return
  if (row.refused === 401) throw new NotAuthenticated(row.errors?.[401])
  throw new Forbidden(refused)
}

/**
 * For `self` endpoints: the caller must own what the call touches (be one of its owners), or be an administrator; for
 * `selfOrService`, a service passes too; for `room`, see assertRoomRole.
 */
export async function assertOwner(row: Endpoint, call: Call): Promise<void> {
  if (row.access === 'room') return assertRoomRole(row, call)
  if (!ownedAccess(row.access) || !row.owner || !call.caller) return
  if (isAdmin(call.caller.roles) || (row.access === 'selfOrService' && call.caller.type === 'service')) return
  const owner = await row.owner(call)
  if (owner !== undefined && ![owner].flat().includes(call.caller.id))
    throw new Forbidden(row.forbidden ?? 'You may only do this for yourself')
}

/**
 * For `room` endpoints: an admin passes; anyone else once the room is found (404 first), when they are a global
 * moderator and the route lets them, own what the call touches (the binding's `owner`), or hold one of its `roomRoles`.
 */
async function assertRoomRole(row: Endpoint, call: Call): Promise<void> {
  const { caller } = call
  if (!row.room || !caller || isAdmin(caller.roles)) return
  const roomId = await row.room(call)
  if (row.globalModerators && isModerator(caller.roles)) return
  if (row.owner && [await row.owner(call)].flat().includes(caller.id)) return
  const held = roomId === null ? [] : await roomRoles.get(call.app)(call.app.get('knex'), roomId, caller.id)
  if (!held.some((role) => row.roomRoles?.includes(role)))
    throw new Forbidden(row.forbidden ?? 'Your roles in this room do not allow this')
}
