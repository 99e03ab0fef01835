import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, playingRoom, song, withLiveServer } from './live-client.ts'
import { R } from './helpers.ts'

let s: TestServer
const UNFLUSHED = `set_config('synchronous_commit', 'off', true)`

withLiveServer((server) => (s = server))

/** The statements the server sent while `act` ran. */
async function recorded(act: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = []
  const record = ({ sql }: { sql: string }) => statements.push(sql)
  s.knex.on('query', record)
  try {
    await act()
  } finally {
    s.knex.off('query', record)
  }
  return statements
}

/** Each stored part of a room with the transaction that last wrote it (xmin changes with every rewrite). */
async function stored(roomId: number) {
  const row = await s
    .knex('room_live_state')
    .where({ roomId })
    .first('state', 'crowd', 'engine', 'version', s.knex.raw('xmin::text as xmin'))
  const users: { userUuid: string; data: { songVotes: Record<string, unknown> }; xmin: string }[] = await s
    .knex('room_live_user_data')
    .where({ roomId })
    .select('userUuid', 'data', s.knex.raw('xmin::text as xmin'))
  return { row, users: new Map(users.map((u) => [u.userUuid, u])) }
}

describe('live room storage', { timeout: 60_000 }, () => {
  it('keeps the small state, the crowd and each user apart, and a vote rewrites only the voter', async () => {
    const room = await createRoom(s.knex, { numberOfDjs: 2 })
    const [dj, fan, other] = [
      await s.signIn(['user'], 'dj'),
      await s.signIn(['user'], 'fan'),
      await s.signIn(['user'], 'other')
    ]
    const clients = [
      await LiveClient.signIn(s.url, dj),
      await LiveClient.signIn(s.url, fan),
      await LiveClient.signIn(s.url, other)
    ]
    for (const c of clients) await c.join(room.uuid)
    await clients[0].call('addDj', { song: song('long', 600) })
    await clients[2].until((st) => st.nowPlaying?.song.trackName === 'long')

    const before = await stored(room.id)
    expect(before.row.state).not.toHaveProperty('allUsers')
    expect(before.row.state).not.toHaveProperty('allUserData')
    expect(before.row.crowd.allUsers.map((u: { uuid: string }) => u.uuid)).toEqual([
      dj.user!.id,
      fan.user!.id,
      other.user!.id
    ])
    expect([...before.users.keys()].sort()).toEqual([dj.user!.id, fan.user!.id, other.user!.id].sort())

    await clients[1].call('voteOnSong', { songVotes: { like: true } })
    await clients[2].until((st) => st.voteCounts.likes === 1)
    const after = await stored(room.id)
    expect(after.row.version).not.toBe(before.row.version)
    expect(after.row.state.voteCounts).toEqual({ likes: 1, dislikes: 0, stars: 0 })
    expect(after.users.get(fan.user!.id)!.xmin).not.toBe(before.users.get(fan.user!.id)!.xmin)
    expect(after.users.get(fan.user!.id)!.data.songVotes).toEqual({ like: true })
    expect(after.users.get(dj.user!.id)!.xmin).toBe(before.users.get(dj.user!.id)!.xmin)
    expect(after.users.get(other.user!.id)!.xmin).toBe(before.users.get(other.user!.id)!.xmin)

    const rest = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: fan.accessToken })
    for (const c of clients) {
      expect(c.problems).toEqual([])
      expect(c.state).toEqual(rest.body.state)
    }
  })

  it('reads the room again when its row was changed by another process', async () => {
    const room = await createRoom(s.knex)
    const [ana, ben] = [await s.signIn(['user'], 'ana'), await s.signIn(['user'], 'ben')]
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    // What another process's change looks like from here: new parts and a new version, written behind this one's back.
    await s
      .knex('room_live_state')
      .where({ roomId: room.id })
      .update({ state: s.knex.raw(`jsonb_set(state, '{vibeMeter}', '0.5')`), version: s.knex.raw('version + 1') })
    const b = await LiveClient.signIn(s.url, ben)
    await b.join(room.uuid)
    const rest = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: ana.accessToken })
    expect(rest.body.state.vibeMeter).toBe(0.5)
    expect(rest.body.state.allUsers).toHaveLength(2)
    expect(b.state!.vibeMeter).toBe(0.5)
  })

  it('leaves nothing behind when the last user leaves a room that is then deleted', async () => {
    const room = await createRoom(s.knex)
    const ana = await s.signIn(['user'], 'leaver')
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    await a.call('leaveRoom', {})
    expect(await s.knex('room_live_user_data').where({ roomId: room.id })).toEqual([])
    expect((await s.knex('room_live_state').where({ roomId: room.id }).first('crowd')).crowd.allUsers).toEqual([])
    await s.knex('rooms').where({ id: room.id }).delete()
    expect(await s.knex('room_live_state').where({ roomId: room.id })).toEqual([])
  })

  it('writes a change in one statement after the row lock: a join its user and process, a leave both gone', async () => {
    const room = await createRoom(s.knex)
    const [ana, ben] = [await s.signIn(['user'], 'one-ana'), await s.signIn(['user'], 'one-ben')]
    const [a, b] = [await LiveClient.signIn(s.url, ana), await LiveClient.signIn(s.url, ben)]
    /** What `act` wrote inside the room's transaction (its reads, BEGIN and COMMIT aside). */
    const inChange = async (act: () => Promise<unknown>) => {
      const statements = await recorded(act)
      const begin = statements.findIndex((sql) => sql.startsWith('select "seq", "version", "numberedUnder"'))
      expect(begin).toBeGreaterThan(-1)
      return statements
        .slice(begin + 1, statements.indexOf('COMMIT;', begin))
        .filter((sql) => !sql.startsWith('select'))
    }
    const processes = () => s.knex('live_room_processes').where({ roomId: room.id }).pluck('process')

    const join = await inChange(() => a.join(room.uuid))
    expect(join).toHaveLength(1)
    expect(join[0]).toMatch(/^with "room" as \(update "room_live_state" .* "users_changed" as .* "processes_added" as/s)
    expect(join[0]).toContain(UNFLUSHED)
    expect(await processes()).toHaveLength(1)
    await b.join(room.uuid)
    await a.call('addDj', { song: song('one-statement', 600) })
    await b.until((st) => st.nowPlaying?.song.trackName === 'one-statement')

    // A chat message, stored apart, waits for the WAL's flush.
    const chat = await inChange(() => b.call('sendChatMessage', { uuid: randomUUID(), message: 'kept' }))
    // The message stored and the history trimmed in one statement, then the room.
    expect(chat).toHaveLength(2)
    expect(chat[0]).toMatch(/^with "stored" as \(insert into "room_chat_messages" .* "trimmed" as \(delete from/s)
    expect(chat[1]).toMatch(/update "room_live_state"/)
    expect(chat.at(-1)).not.toContain(UNFLUSHED)

    await inChange(() => b.call('leaveRoom', {}))
    const leave = await inChange(() => a.call('leaveRoom', {}))
    expect(leave.at(-1)).toMatch(
      /^with "room" as \(update "room_live_state" .* "users_gone" as .* "processes_gone" as/s
    )
    expect(await s.knex('room_live_user_data').where({ roomId: room.id })).toEqual([])
    expect(await processes()).toEqual([])
  })

  it('writes a vote from its copy of the room in one statement, without a transaction, if nobody changed the row since', async () => {
    const { room, djAuth: dj, fanAuth: fan, dj: d, fan: f } = await playingRoom(s, ['cas-dj', 'cas-fan'], 'optimistic')

    const vote = await recorded(() => f.call('voteOnSong', { songVotes: { like: true, star: true } }))
    // The room and the voter's roles in it read together, then the write.
    expect(vote).toHaveLength(2)
    expect(vote[0]).toMatch(/^select "rooms"\.\*, array\(\(select role::text from "room_user_roles"/)
    expect(vote.filter((sql) => !sql.startsWith('select'))).toEqual([
      expect.stringMatching(/^with "room" as \(update "room_live_state" .* "version" = .* "users_changed" as/s)
    ])
    // Only the room's live rows: it does not wait for the WAL's flush.
    expect(vote.at(-1)).toContain(UNFLUSHED)
    const animation = await recorded(() => f.call('playOneTimeAnimation', { animation: 'jump' }))
    expect(animation.filter((sql) => !sql.startsWith('select'))).toHaveLength(1)
    const votes = await s.knex('room_live_user_data').where({ roomId: room.id, userUuid: fan.user!.id }).first('data')
    expect(votes.data.songVotes).toEqual({ like: true, star: true })
    await d.until((st) => st.voteCounts.stars === 1)
    expect(d.state).toEqual(f.state)
    expect([d, f].flatMap((c) => c.problems)).toEqual([])

    // Another process's change, written behind this one's back: a like of the DJ's own, and a new version.
    await s
      .knex('room_live_user_data')
      .where({ roomId: room.id, userUuid: dj.user!.id })
      .update({
        data: s.knex.raw(`jsonb_set(data, '{songVotes}', '{"like": false}')`)
      })
    await s
      .knex('room_live_state')
      .where({ roomId: room.id })
      .update({
        state: s.knex.raw(`jsonb_set(state, '{voteCounts}', '{"likes": 1, "dislikes": 1, "stars": 1}')`),
        version: s.knex.raw('version + 1')
      })
    const again = await recorded(() => f.call('voteOnSong', { songVotes: { star: null } }))
    // Refused by the version, then done under the lock on the room read again.
    expect(again.some((sql) => sql.startsWith('select "seq", "version", "numberedUnder"'))).toBe(true)
    const rest = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: fan.accessToken })
    expect(rest.body.state.voteCounts).toEqual({ likes: 1, dislikes: 1, stars: 0 })
    expect(rest.body.state.allUserData[dj.user!.id].songVotes).toEqual({ like: false })
    expect(rest.body.state.allUserData[fan.user!.id].songVotes).toEqual({ like: true })

    // A refusal is the room's, not the copy's: the same answer as under the lock, and the copy is kept for the next.
    const outsider = await LiveClient.signIn(s.url, await s.signIn(['user'], 'cas-outsider'))
    await expect(outsider.call('voteOnSong', { songVotes: { like: true }, roomUuid: room.uuid })).rejects.toMatchObject(
      { message: 'Join the room first' }
    )
    const next = await recorded(() => d.call('voteOnSong', { songVotes: { like: null } }))
    expect(next.some((sql) => sql.startsWith('select "seq", "version", "numberedUnder"'))).toBe(false)
    const after = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: fan.accessToken })
    expect(after.body.state.voteCounts).toEqual({ likes: 1, dislikes: 0, stars: 0 })
  })
})
