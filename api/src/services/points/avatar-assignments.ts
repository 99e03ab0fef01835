import { randomUUID } from 'node:crypto'
import type { AvatarAssignment, AvatarAssignmentCreate } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { adminList } from '../../lib/list.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { avatarAssignmentsEntity, type AvatarRow } from './avatar.entity.ts'
import { avatarHolder, avatarUsage, findAvatar } from './avatar-usage.ts'

type AssignmentRow = Omit<AvatarAssignment, 'createdAt'> & { createdAt: Date }

/** `POST /avatar-assignment/{slug}`: 201 with the new assignment, or 200 with the one the user already has. */
export async function assignAvatar(call: Call<{ slug: string }, unknown, AvatarAssignmentCreate>) {
  const knex = call.app.get('knex')
  const avatar = await findAvatar(knex, call.params.slug)
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
    call.context.http = { ...call.context.http, status: 201 }
    return avatarAssignmentsEntity.external(created)
  }
  call.context.http = { ...call.context.http, status: 200 }
  return avatarAssignmentsEntity.external(
    await knex('avatar_assignments').where({ avatarId: avatar.id, userUuid }).first()
  )
}

/**
 * `DELETE /avatar-assignment/{avatarAssignmentId}`: a user wearing the avatar who may no longer use it stops wearing
 * it.
 */
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
  return avatarAssignmentsEntity.external(removed)
}

export const listAvatarAssignments = (call: Call) => adminList(call, avatarAssignmentsEntity)
