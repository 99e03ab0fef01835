import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/auth/passwords.ts'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const member = async (nickname: string, roles: any[] = ['user']) =>
  LiveClient.signIn(s.url, await s.signIn(roles, nickname))

describe('live room rules', { timeout: 90_000 }, () => {
  it('validates action params naming the field, and needs an authenticated connection', async () => {
    const room = await createRoom(s.knex)
    const a = await member('val')
    await a.join(room.uuid)
    await expect(
      a.call('addDj', { song: { artistName: 'x', trackName: 'y', musicProviders: {} } })
    ).rejects.toMatchObject({ code: 400, message: expect.stringContaining("'song.duration'") })
    await expect(a.call('voteOnSong', { songVotes: { like: 'yes' } })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining("'songVotes.like'")
    })
    await expect(a.service.joinRoom({ roomUuid: 'not-a-uuid' })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining("'roomUuid'")
    })
    const anonymous = new LiveClient(s.url)
    await expect(anonymous.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({ code: 401 })
    expect(a.problems).toEqual([])
  })

  it('applies djType rules, guests, djDisabled and seats', async () => {
    const invite = await createRoom(s.knex, { djType: 'INVITE_ONLY', numberOfDjs: 1 })
    const plain = await member('plain')
    const invited = await s.signIn(['user'], 'invited')
    await grantRole(s.knex, invite.id, invited.user!.id, 'dj')
    const dj = await LiveClient.signIn(s.url, invited)
    const guest = await LiveClient.signIn(s.url, 'guest')
    for (const c of [plain, dj, guest]) await c.join(invite.uuid)
    await expect(guest.call('addDj', { song: song('g') })).rejects.toMatchObject({
      code: 403,
      message: 'Guests cannot DJ'
    })
    await expect(plain.call('addDj', { song: song('p') })).rejects.toMatchObject({
      code: 403,
      message: 'Only invited DJs may DJ in this room'
    })
    await dj.call('addDj', { song: song('d', 30) })
    await expect(dj.call('addDj', {})).rejects.toMatchObject({ code: 409 })

    const verified = await createRoom(s.knex, { djType: 'VERIFIED_ONLY', numberOfDjs: 1 })
    const owner = await createRoom(s.knex, { djType: 'PRO_PLAN_OWNER' })
    await plain.join(verified.uuid)
    await plain.join(owner.uuid)
    await expect(plain.call('addDj', { roomUuid: verified.uuid })).rejects.toMatchObject({
      message: 'Only verified users may DJ in this room'
    })
    await expect(plain.call('addDj', { roomUuid: owner.uuid })).rejects.toMatchObject({
      message: 'Only the room owner with a pro plan may DJ in this room'
    })

    const open = await createRoom(s.knex, { numberOfDjs: 1 })
    const disabled = await s.signIn(['user'], 'disabled')
    await grantRole(s.knex, open.id, disabled.user!.id, 'djDisabled')
    const d = await LiveClient.signIn(s.url, disabled)
    await d.join(open.uuid)
    await plain.join(open.uuid)
    await expect(d.call('addDj', { song: song('x') })).rejects.toMatchObject({
      message: 'You are not allowed to DJ in this room'
    })
    await plain.call('addDj', { roomUuid: open.uuid })
    const other = await member('other')
    await other.join(open.uuid)
    await expect(other.call('addDj', { song: song('late') })).rejects.toMatchObject({
      code: 403,
      message: 'There is no free DJ seat'
    })
    expect(plain.state!.nowPlaying).toBeNull()
  })

  it(
    'refuses a wrong password, lets guests in with the guest password, and refuses a full room',
    { timeout: 90_000 },
    async () => {
      const room = await createRoom(s.knex, {
        passwordHash: await hashPassword('secret-pass'),
        guestPasswordHash: await hashPassword('guest-pass'),
        roomSize: 2
      })
      const a = await member('pw')
      await expect(a.service.joinRoom({ roomUuid: room.uuid })).rejects.toMatchObject({
        code: 403,
        message: 'This room needs a password'
      })
      await expect(a.service.joinRoom({ roomUuid: room.uuid, password: 'nope' })).rejects.toMatchObject({
        code: 403,
        message: 'Wrong room password'
      })
      expect((await a.join(room.uuid, { password: 'secret-pass' })).state.settings).toMatchObject({
        isPasswordProtected: true,
        isGuestPasswordProtected: true
      })
      const guest = await LiveClient.signIn(s.url, 'guest')
      await expect(guest.service.joinRoom({ roomUuid: room.uuid, guestPassword: 'wrong' })).rejects.toMatchObject({
        code: 403
      })
      await guest.join(room.uuid, { guestPassword: 'guest-pass' })
      const third = await member('third')
      await expect(third.service.joinRoom({ roomUuid: room.uuid, password: 'secret-pass' })).rejects.toMatchObject({
        code: 403,
        message: 'Room is full'
      })
      expect(
        (
          await s.request('GET', `/api/room-service/rooms/users/${room.uuid}?password=secret-pass`, {
            token: (await s.signIn()).accessToken
          })
        ).body
          .map((u: any) => u.tokenRole)
          .sort()
      ).toEqual(['guest', 'user'])
    }
  )

  it('skips only for the playing DJ or a moderator, steps a DJ down after the song, and sends animations', async () => {
    const room = await createRoom(s.knex, { songsPerDj: 2 })
    const [dj, listener] = [await member('skipper'), await member('listener')]
    const mod = await s.signIn(['user'], 'roommod')
    await grantRole(s.knex, room.id, mod.user!.id, 'moderator')
    const m = await LiveClient.signIn(s.url, mod)
    for (const c of [dj, listener, m]) await c.join(room.uuid)
    await dj.call('addDj', { song: song('long', 60) })
    await listener.until((st) => st.nowPlaying?.song.trackName === 'long')
    await expect(listener.call('skipSong')).rejects.toMatchObject({
      code: 403,
      message: 'Only the playing DJ or a moderator may skip this song'
    })
    expect(listener.state!.songsRemainingForDj).toBe(1)
    await dj.call('updateNextSong', { song: song('again', 60) })
    await dj.call('skipSong')
    const again = await listener.until((st) => st.nowPlaying?.song.trackName === 'again')
    expect(again.songsRemainingForDj).toBe(0)
    await dj.call('updateNextSong', { song: song('third', 60) })
    await dj.call('removeDj', { afterSong: true })
    await m.call('skipSong')
    await listener.until((st) => st.djs.length === 0 && st.nowPlaying === null)
    const plays = await s.knex('room_plays').where({ roomId: room.id }).orderBy('id')
    expect(plays.map((p) => [p.song.trackName, p.skipped])).toEqual([
      ['long', true],
      ['again', true]
    ])
    await listener.call('playOneTimeAnimation', { animation: 'emoji', emoji: '🔥' })
    expect((await dj.message('playedOneTimeAnimation')).params).toEqual({
      userUuid: listener.uuid,
      animation: 'emoji',
      emoji: '🔥'
    })
    for (const c of [dj, listener, m]) expect(c.problems).toEqual([])
  })

  it('keeps a dropped DJ seated for the grace period, then removes the DJ and the user', async () => {
    const room = await createRoom(s.knex)
    const [dj, listener] = [await member('dropper'), await member('watcher')]
    await dj.join(room.uuid)
    await listener.join(room.uuid)
    await dj.call('addDj', { song: song('gone', 60) })
    await listener.until((st) => st.nowPlaying !== null)
    const dropped = Date.now()
    dj.socket.close()
    await new Promise((r) => setTimeout(r, 150))
    expect(listener.state!.djs).toHaveLength(1)
    const after = await listener.until((st) => st.allUsers.length === 1)
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(290)
    expect(after).toMatchObject({ djs: [], nowPlaying: null })
    expect(listener.stateful.map((m) => m.name).slice(-3)).toEqual(['removedDj', 'playedSong', 'userLeft'])
    expect(listener.problems).toEqual([])
  })

  it('skips a song when dislikes reach the room ratio, and totals the played time for admins', async () => {
    const room = await createRoom(s.knex, { autoSkipDislikeRatio: 0.5 })
    const [dj, one, two] = [await member('autodj'), await member('hater'), await member('fan')]
    for (const c of [dj, one, two]) await c.join(room.uuid)
    await dj.call('addDj', { song: song('disliked', 60) })
    await one.until((st) => st.nowPlaying !== null)
    await two.call('voteOnSong', { songVotes: { like: true } })
    await one.call('voteOnSong', { songVotes: { like: false } })
    await two.until((st) => st.nowPlaying === null)
    const [play] = await s.knex('room_plays').where({ roomId: room.id })
    expect(play).toMatchObject({ skipped: true, voteCounts: { likes: 1, dislikes: 1, stars: 0 } })
    const admin = await s.signIn(['user', 'admin'], 'totals')
    const total = await s.request('GET', '/api/room-service/info-admin/played-seconds', { token: admin.accessToken })
    expect(total.status).toBe(200)
    expect(total.body.playedSeconds).toBeGreaterThan(0)
    expect(
      (await s.request('GET', '/api/room-service/info-admin/played-seconds', { token: (await s.signIn()).accessToken }))
        .status
    ).toBe(403)
    const users = await s.request('GET', `/api/room-service/rooms/users/service/${room.uuid}`, {
      token: admin.accessToken
    })
    expect(users.body.map((u: any) => u.uuid).sort()).toEqual([dj.uuid, one.uuid, two.uuid].sort())
    expect(users.body.find((u: any) => u.uuid === one.uuid)).toMatchObject({
      tokenRole: 'user',
      isDj: false,
      userProfile: { uuid: one.uuid, nickname: expect.stringMatching(/^hater/) }
    })
  })
})
