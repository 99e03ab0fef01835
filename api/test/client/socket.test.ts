import { describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { ApiError, authenticationPath, createSocketClient, RoomConnection, type SocketClient } from '@spinroom/client'
import { sleep } from '../helpers/wait.ts'
import type { TestServer } from '../helpers/server.ts'
import { createRoom, grantRole, song, withLiveServer } from '../rooms/live-client.ts'

/** Retries an expectation until it holds (or reports its last failure). */
async function until(check: () => void, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await sleep(20)
    }
  }
}

let s: TestServer
const clients: SocketClient[] = []
withLiveServer((server) => (s = server))

const connect = () => {
  const client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
  clients.push(client)
  return client
}

describe('the socket.io client', { timeout: 60_000 }, () => {
  it('authenticates and calls REST routes over socket.io, with the API errors of REST', async () => {
    const admin = await s.member(['user', 'admin'])
    const anonymous = connect()
    expect(await anonymous.call(routes.songs.hello)).toEqual({
      service: 'song-service',
      version: '1.1.9',
      message: 'Hello from the song-service'
    })
    const refused = await anonymous.call(routes.audit.status).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 401, name: 'NotAuthenticated' })

    const client = connect()
    const auth = await client.authenticate(admin.token)
    expect(auth.user?.id).toBe(admin.id)
    expect(await client.call(routes.audit.status)).toMatchObject({ service: 'audit-service' })
    const missing = await client
      .call(routes.playlists.recentSongs, { params: { slug: 'no-such-room' }, query: { limit: 5 } })
      .catch((error: unknown) => error)
    expect(missing).toMatchObject({ status: 404 })
    clients.forEach((c) => c.close())
  })

  it('signs each client of one Node process in again with its own token after a reconnect', async () => {
    const [ana, ben] = [await s.member(['user'], 'ana'), await s.member(['user'], 'ben')]
    const [first, second] = [connect(), connect()]
    await first.authenticate(ana.token)
    await second.authenticate(ben.token)
    const reconnected = new Promise<void>((resolve) => first.onReconnect(resolve))
    first.socket.io.engine.close()
    await reconnected
    expect((await first.call(routes.accounts.session)).userUuid).toBe(ana.id)
    expect((await second.call(routes.accounts.session)).userUuid).toBe(ben.id)
    first.close()
    second.close()
  })

  it('reconnects signed in with its token at the connect: no sign-in call follows, and calls go out as the user', async () => {
    const dana = await s.member(['user'], 'dana')
    const client = connect()
    await client.authenticate(dana.token)
    const sent: unknown[][] = []
    client.socket.onAnyOutgoing((...packet) => void sent.push(packet))
    const signIns: string[] = []
    client.feathers.on('authenticated', () => void signIns.push('again'))
    const reconnected = new Promise<void>((resolve) => client.onReconnect(resolve))
    client.socket.io.engine.close()
    await reconnected
    expect((await client.call(routes.accounts.session)).userUuid).toBe(dana.id)
    expect(sent.filter(([, path]) => path === authenticationPath)).toEqual([])
    expect(signIns).toEqual(['again'])
    expect((await client.authentication())?.user?.id).toBe(dana.id)
    client.close()
  })

  it('comes back signed out, told why, when its token was revoked while it was away', async () => {
    const eve = await s.signIn(['user'], 'eve')
    const client = createSocketClient({
      url: s.url,
      io: { transports: ['websocket'], forceNew: true, reconnectionDelay: 1000, randomizationFactor: 0 }
    })
    clients.push(client)
    await client.authenticate(eve.accessToken)
    const reconnected = new Promise<void>((resolve) => client.onReconnect(resolve))
    client.socket.io.engine.close()
    const out = await s.request('POST', '/api/user-service/auth/sign-out-everywhere', { token: eve.accessToken })
    expect(out.status).toBe(200)
    await reconnected
    const lost = await client.authentication()!.catch((error: unknown) => error)
    expect(lost).toMatchObject({ code: 401 })
    await until(() => expect(client.socket.connected).toBe(true))
    expect(client.authentication()).toBeNull()
    expect(await client.call(routes.songs.hello)).toMatchObject({ service: 'song-service' })
    expect(await client.call(routes.accounts.session).catch((error: unknown) => error)).toMatchObject({ status: 401 })
    const again = await client.signIn(eve.user!.email!, eve.password)
    expect(again.user?.id).toBe(eve.user!.id)
    client.close()
  })

  it('tries again within 0.75 s of a dropped connection (socket.io waits 0.5 to 1.5 s): a crowd is back sooner', async () => {
    const client = connect()
    await client.authenticate((await s.member(['user'], 'cleo')).token)
    for (let i = 0; i < 3; i++) {
      const reconnected = new Promise<void>((resolve) => {
        const stop = client.onReconnect(() => resolve(stop()))
      })
      const dropped = Date.now()
      client.socket.io.engine.close()
      await reconnected
      expect(Date.now() - dropped).toBeLessThan(900)
    }
    client.close()
  })

  it('fills path parameters before the last one over socket.io, as REST does', async () => {
    const room = await createRoom(s.knex)
    const member = await s.member(['user'], 'roles')
    await grantRole(s.knex, room.id, member.id, 'moderator')
    const client = connect()
    await client.authenticate(member.token)
    const roles = await client.call(routes.rooms.listUserRoomRoles, {
      params: { roomId: String(room.id), userId: member.id }
    })
    expect(roles.map((role) => role.role)).toEqual(['moderator'])
    client.close()
  })

  it('keeps a room connection current against the real API, and reports a kick', async () => {
    const room = await createRoom(s.knex, { numberOfDjs: 2 })
    const [owner, guestClient] = [connect(), connect()]
    const ownerAuth = await owner.authenticate((await s.member(['user'], 'owner')).token)
    await grantRole(s.knex, room.id, ownerAuth.user!.id, 'owner')
    const guest = await guestClient.signInAsGuest()

    const ownerRoom = new RoomConnection(owner)
    const guestRoom = new RoomConnection(guestClient)
    await ownerRoom.join(room.uuid)
    await guestRoom.join(room.uuid)
    await until(() => expect(ownerRoom.state.live?.allUsers).toHaveLength(2))
    await until(() => expect(Object.keys(guestRoom.state.live!.allUserData)).toHaveLength(2))
    expect(Math.abs(guestRoom.state.clockOffsetMs)).toBeLessThan(1000)

    const played: string[] = []
    guestRoom.on('playedSong', (playing) => playing && played.push(playing.song.trackName))
    await owner.live.addDj({ roomUuid: room.uuid, song: song('first', 30) })
    await until(() => expect(played).toEqual(['first']))
    await until(() => expect(guestRoom.state.live).toEqual(ownerRoom.state.live))
    expect(guestRoom.state.recentSongs.map((p) => p.song.trackName)).toEqual(['first'])
    expect(guestRoom.playbackPosition()).toBeLessThan(5)

    await owner.live.kickUserFromRoom({ roomUuid: room.uuid, userUuid: guest.guest!.uuid })
    await until(() => expect(guestRoom.state.status).toBe('kicked'))
    expect(guestRoom.state.kicked).toMatchObject({ roomUuid: room.uuid, userUuid: guest.guest!.uuid })
    await until(() => expect(ownerRoom.state.live?.allUsers).toHaveLength(1))
    expect(ownerRoom.state.seq).toBeGreaterThan(0)
    ownerRoom.close()
    guestRoom.close()
    clients.forEach((c) => c.close())
  })
})
