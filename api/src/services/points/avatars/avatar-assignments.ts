import { randomUUID } from 'node:crypto'
import type { AvatarAssignmentCreate } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { avatarAssignmentsEntity, avatars, type AssignmentRow, type AvatarRow } from './entity.ts'
import { avatarHolder, avatarUsage } from './avatar-usage.ts'

/** One guarded insert: 201 with the new assignment, or 200 with the one the user already has. */
export async function assignAvatar(call: Call<{ slug: string }, unknown, AvatarAssignmentCreate>) {
  const knex = call.app.get('knex')
  const avatar = await avatars.find(knex, call.params.slug)
  const { userUuid, assignmentType } = call.body
  if (!(await knex('users').where('id', userUuid).first('id'))) {
    throw new BadRequest("Invalid body: 'userUuid' names no user", {
      errors: [{ field: 'userUuid', message: 'names no user' }]
    })
  }
  const [created]: AssignmentRow[] = await knex('avatar_assignments')
    .insert({ id: randomUUID(), avatarId: avatar.id, userUuid, assignmentType, createdAt: new Date() })
    .onConflict(['avatarId', 'userUuid'])
    .ignore()
    .returning('*')
  if (created) {
    emitEntityEvent(call.app, avatarAssignmentsEntity, 'created', created)
    call.context.http = { ...call.context.http, status: 201 }
    return avatarAssignmentsEntity.external(created)
  }
  call.context.http = { ...call.context.http, status: 200 }
  return avatarAssignmentsEntity.external(
    await knex('avatar_assignments').where({ avatarId: avatar.id, userUuid }).first()
  )
}

/** A user wearing the avatar who may no longer use it stops wearing it. */
export async function unassignAvatar(call: Call<{ avatarAssignmentId: string }>) {
  const removed = await call.app.get('knex').transaction(async (trx) => {
    const [assignment]: AssignmentRow[] = await trx('avatar_assignments')
      .where('id', call.params.avatarAssignmentId)
      .delete()
      .returning('*')
    if (!assignment) throw new NotFound('Avatar assignment not found')
    const avatar: AvatarRow = await trx('avatars').where('id', assignment.avatarId).first()
    // Lock the profile so a concurrent profile change cannot put the avatar back on between the check and the clear.
    const wearer = await trx('users').where({ id: assignment.userUuid, avatarId: avatar.slug }).forUpdate().first('id')
    if (wearer && !avatarUsage(avatar, (await avatarHolder(trx, assignment.userUuid))!).allowed) {
      await trx('users')
        .where({ id: assignment.userUuid, avatarId: avatar.slug })
        .update({ avatarId: null, updatedAt: new Date() })
    }
    return assignment
  })
  emitEntityEvent(call.app, avatarAssignmentsEntity, 'removed', removed)
  return avatarAssignmentsEntity.external(removed)
}

export const listAvatarAssignments = (call: Call) => adminList(call, avatarAssignmentsEntity)
