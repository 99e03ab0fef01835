import {
  AvatarAssignmentSchema,
  AvatarSchema,
  avatarAssignmentListFields,
  avatarListFields,
  type Avatar,
  type AvatarAssignment
} from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'
import { fileUrlOf } from '../../../lib/stored-files.ts'

export type AssignmentRow = Omit<AvatarAssignment, 'createdAt'> & { createdAt: Date }
export type AvatarRow = Omit<Avatar, 'imageUrl' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

const avatarDef = defineEntity({
  table: 'avatars',
  path: 'api/merch-service/avatar-records',
  resource: 'avatars',
  schema: AvatarSchema,
  listFields: avatarListFields,
  searchFields: ['slug', 'name', 'description'],
  defaultSort: { createdAt: -1 }
})

/** Avatars leave the server (answers, lists, events) with the download URL of their image. */
export const avatarsEntity = {
  ...avatarDef,
  external: (row: Record<string, unknown>): Avatar =>
    avatarDef.external({ ...row, imageUrl: fileUrlOf(row.imageFileId as string | null) })
}

export const avatarAssignmentsEntity = defineEntity({
  table: 'avatar_assignments',
  path: 'api/merch-service/avatar-assignment-records',
  resource: 'avatar-assignments',
  schema: AvatarAssignmentSchema,
  listFields: avatarAssignmentListFields,
  searchFields: [],
  defaultSort: { createdAt: -1 }
})

export const toAvatar = (row: AvatarRow): Avatar => avatarsEntity.external(row)

export const avatars = crud<AvatarRow, Avatar>({
  entity: avatarsEntity,
  notFound: 'Avatar not found',
  param: 'slug',
  external: toAvatar
})
