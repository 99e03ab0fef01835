import { beforeAll, describe, expect, it } from 'vitest'
import { mayActOn } from '@spinroom/schemas'
import type { TestServer } from '../helpers/server.ts'
import { insertRole, insertRoom } from './helpers.ts'
import { LiveClient, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
const OUTRANKED = 'You cannot act on someone who ranks above you in this room'
let s: TestServer
type Member = { token: string; id: string }
let owner: Member, coOwner: Member, roomMod: Member, otherMod: Member, listener: Member, siteAdmin: Member
let room: Awaited<ReturnType<typeof insertRoom>>

const grant = (who: Member, userUuid: string, role: string) =>
  s.request('POST', `${R}/roomUserRoles/${room.id}`, { token: who.token, body: { userUuid, role } })
const remove = (who: Member, userUuid: string, role: string) =>
  s.request('DELETE', `${R}/roomUserRoles/${room.id}`, { token: who.token, body: { userUuid, role } })
/** A kick from the live room, where room moderators kick (the REST kick is for site moderators). */
const kick = async (who: Member, userUuid: string) =>
  (await LiveClient.signIn(s.url, { accessToken: who.token })).service.kickUserFromRoom({
    roomUuid: room.uuid,
    userUuid
  })

withLiveServer((server) => (s = server))
beforeAll(async () => {
  ;[owner, coOwner, roomMod, otherMod, listener] = await Promise.all([1, 2, 3, 4, 5].map(() => s.member()))
  siteAdmin = await s.member(['user', 'admin'])
  room = await insertRoom(s)
  await insertRole(s, room.id, owner.id, 'owner')
  await insertRole(s, room.id, coOwner.id, 'coOwner')
  await insertRole(s, room.id, roomMod.id, 'moderator')
  await insertRole(s, room.id, otherMod.id, 'moderator')
})

describe('acting on a higher room role', () => {
  it('ranks site staff over the owner over co-owners over moderators over everyone (mayActOn)', () => {
    const mod = { globalRoles: ['user'], heldHere: ['moderator'] }
    expect(mayActOn(mod, { globalRoles: ['user'], heldHere: ['coOwner'] })).toBe(false)
    expect(mayActOn(mod, { globalRoles: ['user', 'globalModerator'], heldHere: [] })).toBe(false)
    expect(mayActOn(mod, { globalRoles: ['user'], heldHere: ['moderator', 'dj'] })).toBe(true)
    expect(
      mayActOn({ globalRoles: ['user'], heldHere: ['owner'] }, { globalRoles: ['user'], heldHere: ['coOwner'] })
    ).toBe(true)
    expect(
      mayActOn({ globalRoles: ['user', 'admin'], heldHere: [] }, { globalRoles: ['user'], heldHere: ['owner'] })
    ).toBe(true)
  })

  it('refuses a room moderator banning, kicking or changing a role of a co-owner, the owner or a site admin', async () => {
    for (const role of ['banned', 'chatDisabled'])
      expect(await grant(roomMod, coOwner.id, role)).toMatchObject({ status: 403, body: { message: OUTRANKED } })
    expect(await grant(roomMod, siteAdmin.id, 'banned')).toMatchObject({ status: 403, body: { message: OUTRANKED } })
    expect((await grant(roomMod, owner.id, 'banned')).status).toBe(403)
    await expect(kick(roomMod, coOwner.id)).rejects.toMatchObject({ code: 403, message: OUTRANKED })
    await expect(kick(roomMod, siteAdmin.id)).rejects.toMatchObject({ code: 403, message: OUTRANKED })
    await insertRole(s, room.id, coOwner.id, 'djDisabled')
    expect(await remove(roomMod, coOwner.id, 'djDisabled')).toMatchObject({ status: 403, body: { message: OUTRANKED } })
    const held = await s.knex('room_user_roles').where({ roomId: room.id, userUuid: coOwner.id }).pluck('role')
    expect(held.sort()).toEqual(['coOwner', 'djDisabled'])
    expect(await s.knex('room_user_roles').where({ roomId: room.id, userUuid: siteAdmin.id })).toEqual([])
  })

  it('lets the owner act on co-owners, and moderators on moderators and listeners', async () => {
    expect((await grant(owner, coOwner.id, 'chatDisabled')).status).toBe(201)
    expect((await remove(owner, coOwner.id, 'djDisabled')).status).toBe(200)
    expect((await grant(roomMod, otherMod.id, 'chatDisabled')).status).toBe(201)
    expect((await grant(roomMod, listener.id, 'banned')).status).toBe(201)
    expect(await kick(coOwner, roomMod.id)).toMatchObject({ userUuid: roomMod.id })
  })
})
