import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Room, RoomAdminPatch, RoomCreate } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { hashPassword } from '../../../auth/passwords.ts'
import type { RoomRow } from '../room-lookup.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { roomsEntity } from './entity.ts'
import { roomView } from './view.ts'
import { assertSlugFree, deriveSlug, isSlugClash, slugTaken } from './slugs.ts'

type Changes = Partial<RoomAdminPatch> & {
  posterFileId?: string | null
  pinnedMessages?: unknown[]
  discordGuildId?: string | null
}

/** Room settings as columns: passwords hashed (null clears one), jsonb fields as JSON. */
async function toColumns(changes: Changes): Promise<Record<string, unknown>> {
  const { password, guestPassword, musicProviderKeys, pinnedMessages, name, ...rest } = changes
  const columns: Record<string, unknown> = { ...rest }
  if (name !== undefined) columns.name = name.trim()
  if (password !== undefined) columns.passwordHash = password === null ? null : await hashPassword(password)
  if (guestPassword !== undefined)
    columns.guestPasswordHash = guestPassword === null ? null : await hashPassword(guestPassword)
  if (musicProviderKeys !== undefined) columns.musicProviderKeys = JSON.stringify(musicProviderKeys)
  if (pinnedMessages !== undefined) columns.pinnedMessages = JSON.stringify(pinnedMessages)
  return columns
}

const ATTEMPTS = 3

/**
 * Creates a room and makes the creator its owner in the same transaction; a derived slug that loses a race gets the
 * next suffix.
 */
export async function createRoom(
  app: Application,
  ownerUuid: string,
  body: RoomCreate,
  extra: { discordGuildId?: string } = {}
): Promise<Room> {
  const knex: Knex = app.get('knex')
  if (body.slug) await assertSlugFree(knex, body.slug)
  const columns = await toColumns(body)
  for (let attempt = 1; ; attempt++) {
    const slug = body.slug ?? (await deriveSlug(knex, body.name))
    try {
      const row = await knex.transaction(async (trx) => {
        const [room] = (await trx('rooms')
          .insert({ ...columns, ...extra, uuid: randomUUID(), slug })
          .returning('*')) as RoomRow[]
        await trx('room_user_roles').insert({ id: randomUUID(), roomId: room.id, userUuid: ownerUuid, role: 'owner' })
        return room
      })
      const room = await roomView(knex, row, 'insider')
      emitEntityEvent(app, roomsEntity, 'created', room)
      return room
    } catch (error) {
      if (!isSlugClash(error)) throw error
      if (body.slug || attempt === ATTEMPTS) throw slugTaken(slug)
    }
  }
}

/** Applies changes to a room and tells subscribers (`patched` carries the new settings). */
export async function patchRoom(app: Application, room: RoomRow, changes: Changes): Promise<Room> {
  const knex: Knex = app.get('knex')
  if (changes.slug && changes.slug !== room.slug) await assertSlugFree(knex, changes.slug, room.id)
  const columns = await toColumns(changes)
  let row: RoomRow
  try {
    ;[row] = (await knex('rooms')
      .where('id', room.id)
      .update({ ...columns, updatedAt: new Date() })
      .returning('*')) as RoomRow[]
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken(changes.slug!)
    throw error
  }
  const view = await roomView(knex, row, 'insider')
  emitEntityEvent(app, roomsEntity, 'patched', view)
  return view
}

/** Deletes a room (roles, favorites, visits and live state go with it) and its poster; answers the room as it was. */
export async function removeRoom(app: Application, room: RoomRow): Promise<Room> {
  const knex: Knex = app.get('knex')
  const view = await roomView(knex, room, 'insider')
  await knex.transaction(async (trx) => {
    await trx('rooms').where('id', room.id).delete()
    if (room.posterFileId) await trx('consumable_files').where('id', room.posterFileId).delete()
  })
  emitEntityEvent(app, roomsEntity, 'removed', view)
  return view
}
