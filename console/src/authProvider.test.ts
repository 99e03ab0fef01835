import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes, routeUrl, type UserRole } from '@spinroom/schemas'
import { authProvider } from './authProvider.ts'
import { readAuth } from './auth/storage.ts'
import { api } from './data/transport.ts'
import { at, fakeApi } from './testing/fake-api.ts'
import { callers, signIn } from './testing/signed-in.ts'

afterEach(() => void vi.unstubAllGlobals())

const credentials = { username: 'mod@spinroom.test', password: 'spinroom-mod' }
const login = routeUrl(routes.accounts.login)
const moderatedRooms = routeUrl(routes.rooms.listModeratedRooms)
const userWith = (roles: UserRole[]) => ({ id: 'u1', nickname: 'Mo', roles, avatarId: 'fox' })
const signedIn = (roles: UserRole[]) => ({
  body: { type: 'user', accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z', user: userWith(roles) }
})

describe('login', () => {
  it('signs a moderator in with e-mail and password, and keeps the token and the user', async () => {
    signIn()
    const sent = fakeApi(() => signedIn(['moderator']))
    await authProvider.login(credentials)
    expect(sent.map(at)).toEqual([`POST ${login}`])
    expect(sent[0]!.body).toEqual({ email: credentials.username, password: credentials.password })
    expect(readAuth()).toMatchObject({ accessToken: 'new-token', user: { id: 'u1', roles: ['moderator'] } })
    expect(readAuth()!.roomRoles).toBeUndefined()
    expect(await authProvider.getPermissions!({})).toEqual(['moderator'])
    expect(await authProvider.getIdentity!()).toEqual({ id: 'u1', fullName: 'Mo' })
  })

  it('lets in a user who runs rooms, keeping their role in each, asked with the new token', async () => {
    signIn()
    const rooms = [
      { id: 7, myRoomRole: 'owner' },
      { id: 9, myRoomRole: null }
    ]
    const sent = fakeApi((request) =>
      request.path === login ? signedIn(['user']) : { body: { data: rooms, total: 2 } }
    )
    await authProvider.login(credentials)
    expect(sent.map(at)).toEqual([`POST ${login}`, `GET ${moderatedRooms}`])
    expect(sent[1]!.headers.authorization).toBe('Bearer new-token')
    expect(readAuth()!.roomRoles).toEqual({ 7: 'owner' })
  })

  it('refuses a plain user, who runs no room, and keeps nothing', async () => {
    signIn()
    fakeApi((request) => (request.path === login ? signedIn(['user']) : { body: { data: [], total: 0 } }))
    await expect(authProvider.login(credentials)).rejects.toThrow('spinroom.auth.not_staff')
    expect(readAuth()).toBeNull()
  })

  it("refuses a guest's login, and shows the API's refusal of a wrong password", async () => {
    signIn()
    fakeApi(() => ({ body: { type: 'guest', accessToken: 'g', expiresAt: '2099-01-01T00:00:00.000Z' } }))
    await expect(authProvider.login(credentials)).rejects.toThrow('spinroom.auth.not_staff')
    fakeApi(() => ({ status: 401, body: { name: 'NotAuthenticated', message: 'Invalid login' } }))
    await expect(authProvider.login(credentials)).rejects.toMatchObject({ status: 401, message: 'Invalid login' })
    expect(readAuth()).toBeNull()
  })
})

describe('logout, checkAuth and getPermissions', () => {
  it('logout forgets the login: no permissions left', async () => {
    signIn(callers.admin)
    expect(await authProvider.getPermissions!({})).toEqual(['admin'])
    await authProvider.logout({})
    expect(readAuth()).toBeNull()
    expect(await authProvider.getPermissions!({})).toEqual([])
  })

  it('checkAuth sends to the login page without a login, and says an expired one expired', async () => {
    signIn()
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false })
    signIn(callers.moderator)
    const auth = readAuth()!
    localStorage.setItem('spinroom.console.auth', JSON.stringify({ ...auth, expiresAt: '2020-01-01T00:00:00.000Z' }))
    await expect(authProvider.checkAuth({})).rejects.toThrow('spinroom.auth.session_expired')
    expect(readAuth()).toBeNull()
  })
})

describe('checkError: which failures end the session', () => {
  const session = api.url(routes.accounts.session)

  it('a 401 does, but for the one a moderator gets asking about a user above them', async () => {
    await expect(authProvider.checkError({ status: 401, message: 'Not authenticated' })).rejects.toThrow(
      'spinroom.auth.session_expired'
    )
    const aboveThem = { status: 401, message: routes.audit.listUserActions.errors[401] }
    await expect(authProvider.checkError(aboveThem)).resolves.toBeUndefined()
  })

  it("a 403 only when the session itself is refused: elsewhere it means 'not allowed to do that'", async () => {
    await expect(authProvider.checkError({ status: 403, message: 'Forbidden', url: session })).rejects.toThrow(
      'spinroom.auth.session_expired'
    )
    const elsewhere = {
      status: 403,
      message: 'Only administrators may do this',
      url: routeUrl(routes.accounts.createVouchers)
    }
    await expect(authProvider.checkError(elsewhere)).resolves.toBeUndefined()
    await expect(authProvider.checkError({ status: 500, message: 'boom' })).resolves.toBeUndefined()
  })
})

describe('canAccess: the role rules of resources/views.ts', () => {
  it("answers for the signed-in caller's roles", async () => {
    signIn(callers.moderator)
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(true)
    expect(await authProvider.canAccess!({ resource: 'api-keys', action: 'list' })).toBe(false)
    signIn(callers.admin)
    expect(await authProvider.canAccess!({ resource: 'api-keys', action: 'list' })).toBe(true)
  })
})
