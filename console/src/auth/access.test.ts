import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@spinroom/schemas'
import { callers, signIn } from '../testing/signed-in.ts'
import { canCall, currentCaller, pickRoute, type Caller } from './access.ts'

const signedOut: Caller = { roles: [] }
const globalModerator: Caller = { roles: ['globalModerator'] }
const coOwner: Caller = { roles: ['user'], roomRoles: { 'room-1': 'coOwner' } }
const roomModerator: Caller = { roles: ['user'], roomRoles: { 'room-1': 'moderator' } }

// One declared route of each access level, as the API serves it.
const open = [routes.accounts.hello, routes.accounts.session, routes.accounts.signOutEverywhere]
const moderators = routes.accounts.kickUser
const administrators = [
  routes.accounts.status,
  routes.accounts.deleteEmail,
  routes.accounts.listAllProfiles,
  routes.points.createTokenTransaction
]
const neverFromTheConsole = [routes.accounts.getBotToken, routes.songs.reportTranscode]
// A room route for its managers and global moderators, and one for its owner alone.
const pinMessages = routes.rooms.pinMessages
const deleteRoom = routes.rooms.deleteRoom

describe('who may call a route from the console', () => {
  it('public, any and user routes: anyone, signed out too', () => {
    for (const route of open)
      for (const caller of [signedOut, callers.user, callers.admin])
        expect(canCall(route, caller), route.name).toBe(true)
  })

  it('mod routes: moderators and administrators, not users nor room-only staff', () => {
    expect(canCall(moderators, callers.moderator)).toBe(true)
    expect(canCall(moderators, globalModerator)).toBe(true)
    expect(canCall(moderators, callers.admin)).toBe(true)
    expect(canCall(moderators, callers.user)).toBe(false)
    expect(canCall(moderators, callers.roomOwner)).toBe(false)
  })

  it('admin, service and another user’s self routes: administrators alone', () => {
    for (const route of administrators) {
      expect(canCall(route, callers.admin), route.name).toBe(true)
      expect(canCall(route, { roles: ['superUser'] }), route.name).toBe(true)
      expect(canCall(route, callers.moderator), route.name).toBe(false)
      expect(canCall(route, callers.user), route.name).toBe(false)
    }
  })

  it('bot and hook routes: no one, administrators included', () => {
    for (const route of neverFromTheConsole) expect(canCall(route, callers.admin), route.name).toBe(false)
  })

  it('a room route open to global moderators: administrators, moderators, and the room’s managers in their room', () => {
    expect(canCall(pinMessages, callers.admin, 'room-2')).toBe(true)
    expect(canCall(pinMessages, callers.moderator, 'room-2')).toBe(true)
    expect(canCall(pinMessages, roomModerator, 'room-1')).toBe(true)
    expect(canCall(pinMessages, roomModerator, 'room-2')).toBe(false)
    expect(canCall(pinMessages, callers.user, 'room-1')).toBe(false)
  })

  it('a room route for its owner: not moderators, not a co-owner', () => {
    expect(canCall(deleteRoom, callers.roomOwner, 'room-1')).toBe(true)
    expect(canCall(deleteRoom, callers.roomOwner, 'room-2')).toBe(false)
    expect(canCall(deleteRoom, coOwner, 'room-1')).toBe(false)
    expect(canCall(deleteRoom, callers.moderator, 'room-1')).toBe(false)
    expect(canCall(deleteRoom, callers.admin, 'room-1')).toBe(true)
  })

  it('a room route without a room: whether the caller may in some room', () => {
    expect(canCall(deleteRoom, callers.roomOwner)).toBe(true)
    expect(canCall(deleteRoom, coOwner)).toBe(false)
    expect(canCall(pinMessages, roomModerator)).toBe(true)
    expect(canCall(pinMessages, callers.user)).toBe(false)
  })
})

describe('pickRoute', () => {
  const adminFirst = [routes.accounts.status, moderators] as const

  it('the first alternative the caller may call', () => {
    expect(pickRoute(adminFirst, callers.admin)).toBe(routes.accounts.status)
    expect(pickRoute(adminFirst, callers.moderator)).toBe(moderators)
  })

  it('none when the caller may call none, or nothing was offered', () => {
    expect(pickRoute(adminFirst, callers.user)).toBeUndefined()
    expect(pickRoute(undefined, callers.admin)).toBeUndefined()
  })

  it('one route alone, as an alternative of one', () => {
    expect(pickRoute(moderators, callers.moderator)).toBe(moderators)
    expect(pickRoute(moderators, callers.user)).toBeUndefined()
  })
})

describe('the signed-in caller', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is read from the stored login: roles, and the rooms a room-only moderator runs', () => {
    signIn(callers.roomOwner)
    expect(currentCaller()).toEqual({ roles: ['user'], roomRoles: { 'room-1': 'owner' } })
    expect(canCall(deleteRoom, undefined, 'room-1')).toBe(true)
  })

  it('has no roles when signed out, and may call only open routes', () => {
    signIn()
    expect(currentCaller().roles).toEqual([])
    expect(canCall(open[0]!)).toBe(true)
    expect(canCall(moderators)).toBe(false)
  })
})
