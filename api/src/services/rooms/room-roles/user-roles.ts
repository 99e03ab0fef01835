import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  roomRestrictionRoles,
  type NoDancefloorQuery,
  type RoomOwnerChange,
  type RoomRoleGrant,
  type ModerationActionType,
  type RoomRole,
  type RoomRoleRemove
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { BadRequest, Forbidden, NotFound } from '../../../errors.ts'
import { findRoom } from '../room-lookup.ts'
import { activeRoomRoles, currentRoomRoles, roomOwnerRoleHolders } from './current.ts'
import { assertMayActOn, assertMayChangeRole } from './rules.ts'
import { emitEntityEvent, type EntityEvent } from '../../../lib/entity.ts'
import { roomUserRolesEntity, type RoomRoleRow } from './entity.ts'
import { readRoomCrowds } from '../live/storage.ts'
import { moderatorUuidOf, recordModeration } from '../../accounts/moderation/records.ts'

type RoomParams = { roomId: string }
/** A room ban or kick granted as a role is recorded as the ban or kick it is; other roles as grants. */
const grantActionTypes: Partial<Record<RoomRole, ModerationActionType>> = { banned: 'banUser', kicked: 'kickUser' }
const byAge = [{ column: 'createdAt' }, { column: 'id' }]

async function assertUserExists(knex: Knex, userUuid: string) {
  if (!(await knex('users').where('id', userUuid).first('id'))) throw new NotFound('User not found')
}

/** A grant's fields as its row's columns: the reason goes to the moderation record, the expiry as a time. */
type Grant = Omit<RoomRoleGrant, 'reason' | 'expirationTime'> & { expirationTime: Date | null }

/**
 * Grants a role, or writes the grant over the same role (moving its expiry); answers the row and whether it is new.
 * Each field of the grant is the column of its name.
 */
async function upsertRole(knex: Knex, roomId: number, grant: Grant) {
  const { userUuid, role, ...over } = grant
  const existed = await knex('room_user_roles').where({ roomId, userUuid, role }).first('id')
  const [row] = await knex('room_user_roles')
    .insert({ id: randomUUID(), ...grant, roomId })
    .onConflict(['roomId', 'userUuid', 'role'])
    .merge({ ...over, updatedAt: knex.fn.now() })
    .returning('*')
  return { row: row as RoomRoleRow, created: !existed }
}

/**
 * Grants a role (the rules are assertMayChangeRole and assertMayActOn); granting it again moves its expiry. The grant
 * and its record commit together.
 */
export async function grantRoomRole({ app, params, body, caller }: Call<RoomParams, unknown, RoomRoleGrant>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  const expirationTime = body.expirationTime ? new Date(body.expirationTime) : null
  if (expirationTime && expirationTime.getTime() <= Date.now()) {
    throw new BadRequest("Invalid body: 'expirationTime' must be in the future", {
      errors: [{ field: 'expirationTime', message: 'must be in the future' }]
    })
  }
  const callerRoles = await activeRoomRoles(knex, room.id, caller!.id)
  assertMayChangeRole(caller!, callerRoles, body.role)
  await assertUserExists(knex, body.userUuid)
  if (
    roomRestrictionRoles.includes(body.role) &&
    (await activeRoomRoles(knex, room.id, body.userUuid)).includes('owner')
  ) {
    throw new Forbidden('The room owner cannot be restricted')
  }
  await assertMayActOn(knex, room.id, caller!, callerRoles, body.userUuid)
  const { reason: _reason, ...grant } = body
  const { row, created } = await knex.transaction(async (trx) => {
    const granted = await upsertRole(trx, room.id, { ...grant, expirationTime })
    await recordModeration(app, trx, [
      {
        actionType: grantActionTypes[body.role] ?? 'grantRole',
        targetUserUuid: body.userUuid,
        moderatorUuid: moderatorUuidOf(caller!),
        roomUuid: room.uuid,
        reason: body.reason,
        role: body.role,
        details: { expirationTime: expirationTime?.toISOString() ?? null }
      }
    ])
    return granted
  })
  emitEntityEvent(app, roomUserRolesEntity, created ? 'created' : 'patched', row)
  return roomUserRolesEntity.external(row)
}

/** Removes a role and records it (a room unban is the removal of `banned`); answers the removed row. */
export async function removeRoomRole({ app, params, body, caller }: Call<RoomParams, unknown, RoomRoleRemove>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  const callerRoles = await activeRoomRoles(knex, room.id, caller!.id)
  assertMayChangeRole(caller!, callerRoles, body.role)
  await assertMayActOn(knex, room.id, caller!, callerRoles, body.userUuid)
  const row = await knex.transaction(async (trx) => {
    const [removed]: RoomRoleRow[] = await trx('room_user_roles')
      .where({ roomId: room.id, userUuid: body.userUuid, role: body.role })
      .delete()
      .returning('*')
    if (!removed) throw new NotFound(`The user has no '${body.role}' role in this room`)
    await recordModeration(app, trx, [
      {
        actionType: 'removeRole',
        targetUserUuid: body.userUuid,
        moderatorUuid: moderatorUuidOf(caller!),
        roomUuid: room.uuid,
        reason: body.reason,
        role: body.role
      }
    ])
    return removed
  })
  emitEntityEvent(app, roomUserRolesEntity, 'removed', row)
  return roomUserRolesEntity.external(row)
}

/** The room's roles now. */
export async function listRoomRoles({ app, params }: Call<RoomParams>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  return ((await currentRoomRoles(knex, room.id).orderBy(byAge)) as RoomRoleRow[]).map(roomUserRolesEntity.external)
}

/** One user's roles in the room now. */
export async function userRoomRoles({ app, params }: Call<RoomParams & { userId: string }>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  return ((await currentRoomRoles(knex, room.id, params.userId).orderBy(byAge)) as RoomRoleRow[]).map(
    roomUserRolesEntity.external
  )
}

/**
 * In one transaction the new owner gets `owner`, the previous owner becomes
 * `coOwner`.
 */
export async function changeRoomOwner({ app, params, body, caller }: Call<RoomParams, unknown, RoomOwnerChange>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, params.roomId)
  await assertUserExists(knex, body.userUuid)
  const changes: { event: EntityEvent; row: RoomRoleRow }[] = []
  const owner = await knex.transaction(async (trx) => {
    // Serialises concurrent hand-overs of the same room.
    await trx('rooms').where('id', room.id).forUpdate().first('id')
    const previous = await roomOwnerRoleHolders(trx, room.id)
    if (previous.includes(body.userUuid))
      throw new BadRequest("Invalid body: 'userUuid' already owns this room", {
        errors: [{ field: 'userUuid', message: 'already owns this room' }]
      })
    const removed: RoomRoleRow[] = await trx('room_user_roles')
      .where({ roomId: room.id, role: 'owner' })
      .delete()
      .returning('*')
    removed.forEach((row) => changes.push({ event: 'removed', row }))
    for (const userUuid of previous) {
      const { row, created } = await upsertRole(trx, room.id, { userUuid, role: 'coOwner', expirationTime: null })
      changes.push({ event: created ? 'created' : 'patched', row })
    }
    const demoted: RoomRoleRow[] = await trx('room_user_roles')
      .where({ roomId: room.id, userUuid: body.userUuid, role: 'coOwner' })
      .delete()
      .returning('*')
    demoted.forEach((row) => changes.push({ event: 'removed', row }))
    const { row } = await upsertRole(trx, room.id, { userUuid: body.userUuid, role: 'owner', expirationTime: null })
    changes.push({ event: 'created', row })
    await recordModeration(app, trx, [
      {
        actionType: 'grantRole',
        targetUserUuid: body.userUuid,
        moderatorUuid: moderatorUuidOf(caller!),
        roomUuid: room.uuid,
        role: 'owner',
        previousRole: demoted.length ? 'coOwner' : null,
        details: { previousOwners: previous }
      }
    ])
    return row
  })
  for (const change of changes) emitEntityEvent(app, roomUserRolesEntity, change.event, change.row)
  return roomUserRolesEntity.external(owner)
}

/**
 * Of the given users, those holding a role in the room now who are not in
 * its live room.
 */
export async function noDancefloorUsers({ app, body }: Call<unknown, unknown, NoDancefloorQuery>) {
  const knex = app.get('knex')
  const room = await findRoom(knex, body.roomUuid)
  const holders: { userUuid: string }[] = body.userUuids.length
    ? await currentRoomRoles(knex, room.id).whereIn('userUuid', body.userUuids).distinct('userUuid')
    : []
  const live = (await readRoomCrowds(knex, [room.id])).get(room.id)
  const inRoom = new Set((live?.allUsers ?? []).map((u) => u.uuid))
  const withRole = new Set(holders.map((h) => h.userUuid))
  return { userUuids: [...new Set(body.userUuids)].filter((u) => withRole.has(u) && !inRoom.has(u)) }
}

/** Every room's roles, lapsed ones included (the console shows when they lapse). */
export const adminRoomRoles = (call: Call) => adminList(call, roomUserRolesEntity)
