import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { isAdmin, type EventCreate, type EventListParams, type EventPatch } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList, offsetList } from '../../../lib/list.ts'
import { BadRequest, Forbidden, NotFound } from '../../../errors.ts'
import { eventsEntity, type EventRow } from './entity.ts'
import { findRoom } from '../room-lookup.ts'
import { roomOwners } from '../room-roles/current.ts'
import { slugify } from '../slugs.ts'
import { emitEntityEvent, type EntityEvent } from '../../../lib/entity.ts'

async function findEvent(knex: Knex, column: 'id' | 'slug', value: string): Promise<EventRow> {
  const event: EventRow | undefined = await knex('events').where(column, value).first()
  if (!event) throw new NotFound('Event not found')
  return event
}

/**
 * Who may put an event in a room: an administrator anywhere (or in no room); anyone else only in a room they own or
 * co-own. The room is given by id, uuid or slug; answers its numeric id.
 */
export async function assertMayHostEvent(
  knex: Knex,
  caller: Caller,
  roomKey: string | number | null | undefined
): Promise<number | null> {
  const room = roomKey === null || roomKey === undefined ? null : await findRoom(knex, roomKey)
  if (isAdmin(caller.roles)) return room?.id ?? null
  if (!room) throw new Forbidden('Only administrators may create an event outside a room')
  if (!(await roomOwners(knex, room.id)).includes(caller.id))
    throw new Forbidden("Only the room's owners may put events in it")
  return room.id
}

function assertSpan(startTime: Date, endTime: Date) {
  if (endTime <= startTime)
    throw new BadRequest("Invalid body: 'endTime' must be after 'startTime'", {
      errors: [{ field: 'endTime', message: 'must be after startTime' }]
    })
}

/** The name's slug, with the first free `-2`, `-3`... when another event has it. */
async function freeSlug(knex: Knex, name: string): Promise<string> {
  const base = slugify(name, 110)
  const taken = new Set<string>(
    await knex('events').where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug')
  )
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** Events are written with knex (the slug race is retried on the unique index): they emit once written. */
function announce(app: Application, event: EntityEvent, row: EventRow) {
  emitEntityEvent(app, eventsEntity, event, row)
  return eventsEntity.external(row)
}

/** The slug comes from the name; endTime must follow startTime. */
export async function createEvent({ app, body, caller }: Call<unknown, unknown, EventCreate>) {
  const knex = app.get('knex')
  const startTime = new Date(body.startTime)
  const endTime = new Date(body.endTime)
  assertSpan(startTime, endTime)
  const roomId = await assertMayHostEvent(knex, caller!, body.roomId)
  // Each body field is the column of its name, so a new field needs no line here; these ones are worked out.
  const row = { ...body, name: body.name.trim(), roomId, startTime, endTime, createdBy: caller!.id }
  // Two events named alike may race for a slug: the unique index decides, and the loser takes the next one.
  for (let attempt = 0; ; attempt++) {
    try {
      const [created] = await knex('events')
        .insert({ id: randomUUID(), slug: await freeSlug(knex, row.name), ...row })
        .returning('*')
      return announce(app, 'created', created)
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 3) throw error
    }
  }
}

/** For the `room` check of an event's changes: its room (none for an event outside any room). */
export const eventRoom = async ({ app, params }: Call<{ id: string }>) =>
  (await findEvent(app.get('knex'), 'id', params.id)).roomId

/** An event's creator may change it whatever their roles in its room. */
export const eventCreator = async ({ app, params }: Call<{ id: string }>) =>
  (await findEvent(app.get('knex'), 'id', params.id)).createdBy ?? undefined

/**
 * The slug stays (links keep working); moving the event to another room needs the right to host
 * there.
 */
export async function patchEvent({ app, params, body, caller }: Call<{ id: string }, unknown, EventPatch>) {
  const knex = app.get('knex')
  const event = await findEvent(knex, 'id', params.id)
  const startTime = body.startTime ? new Date(body.startTime) : event.startTime
  const endTime = body.endTime ? new Date(body.endTime) : event.endTime
  assertSpan(startTime, endTime)
  const roomId = body.roomId === undefined ? event.roomId : await assertMayHostEvent(knex, caller!, body.roomId)
  const changes = {
    ...body,
    ...(body.name ? { name: body.name.trim() } : {}),
    roomId,
    startTime,
    endTime,
    updatedAt: knex.fn.now()
  }
  const [row] = await knex('events').where('id', event.id).update(changes).returning('*')
  return announce(app, 'patched', row)
}

/** Answers the deleted event. */
export async function deleteEvent({ app, params }: Call<{ id: string }>) {
  const knex = app.get('knex')
  const event = await findEvent(knex, 'id', params.id)
  await knex('events').where('id', event.id).delete()
  return announce(app, 'removed', event)
}

export const getEvent = async ({ app, params }: Call<{ id: string }>) =>
  eventsEntity.external(await findEvent(app.get('knex'), 'id', params.id))
export const getEventBySlug = async ({ app, params }: Call<{ slug: string }>) =>
  eventsEntity.external(await findEvent(app.get('knex'), 'slug', params.slug))

/** By start time, optionally of one room. */
export const listEvents = (call: Call<unknown, EventListParams>) =>
  offsetList(
    call as Call<unknown, EventListParams>,
    eventsEntity,
    call.query.roomId ? { roomId: call.query.roomId } : {}
  )

/** Events not over yet, soonest first. */
export const upcomingEvents = (call: Call<unknown, EventListParams>) =>
  offsetList(call, eventsEntity, {
    endTime: { $gt: new Date().toISOString() },
    ...(call.query.roomId ? { roomId: call.query.roomId } : {})
  })

export const adminEvents = (call: Call) => adminList(call, eventsEntity)
