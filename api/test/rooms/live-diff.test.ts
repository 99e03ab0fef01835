import { describe, expect, it } from 'vitest'
import jsonpatch, { type Operation } from 'fast-json-patch'
import { diff, snapshot } from '../../src/services/rooms/live/diff.ts'
import { emptyEngine, type Engine } from '../../src/services/rooms/live/state.ts'
import { engineChanged, recordEngine } from '../../src/services/rooms/live/storage.ts'

describe('live state diff', () => {
  it('gives a patch that turns the snapshot state into the new state, like compare over the whole state', () => {
    const before = {
      settings: { name: 'Room', roomRoles: [{ role: 'owner' }] },
      allUsers: [{ uuid: 'a' }, { uuid: 'b' }],
      allUserData: { a: { songVotes: {}, position: { x: 1, y: 2 } }, b: { songVotes: { like: true } } },
      nowPlaying: null as null | { song: string },
      vibeMeter: 0
    }
    const snap = snapshot(before)
    const after = structuredClone(before)
    after.allUsers.splice(0, 1)
    delete (after.allUserData as Record<string, unknown>).a
    after.allUserData.b.songVotes = { like: false }
    ;(after.allUserData as Record<string, unknown>).c = { songVotes: {} }
    after.nowPlaying = { song: 'x' }
    after.vibeMeter = -0.5
    const { ops, next } = diff(snap, after)
    const applyPatch = (doc: object, patch: Operation[]) => jsonpatch.applyPatch(doc, patch, true, false).newDocument
    expect(applyPatch(before, ops)).toEqual(after)
    expect(applyPatch(before, ops)).toEqual(applyPatch(before, jsonpatch.compare(before, after)))
    expect(ops.some((op) => op.path.startsWith('/settings'))).toBe(false)
    expect(diff(next, after).ops).toEqual([])
  })

  it('keeps the crowd and the user data as they were read: a change in place throws, a replaced entry is diffed', () => {
    const state = {
      allUsers: [{ uuid: 'a' }, { uuid: 'b' }],
      floorUsers: ['a', 'b'],
      allUserData: { a: { songVotes: {} as Record<string, boolean> }, b: { songVotes: {} as Record<string, boolean> } },
      vibeMeter: 0
    }
    const snap = snapshot(state)
    expect(() => state.allUsers.push({ uuid: 'c' })).toThrow(TypeError)
    expect(() => (state.allUserData.a.songVotes.like = true)).toThrow(TypeError)
    expect(() => (state.allUsers[0]!.uuid = 'z')).toThrow(TypeError)
    state.allUserData.a = { songVotes: { like: true } }
    state.allUsers = [...state.allUsers, { uuid: 'c' }]
    const { ops } = diff(snap, state)
    expect(ops).toEqual([
      { op: 'add', path: '/allUsers/2', value: { uuid: 'c' } },
      { op: 'add', path: '/allUserData/a/songVotes/like', value: true }
    ])
  })
})

describe('live state diff of the crowd lists', () => {
  const applyPatch = (doc: object, patch: Operation[]) => jsonpatch.applyPatch(doc, patch, true, false).newDocument
  const user = (uuid: string, canDj = true) => ({ uuid, tokenRole: 'guest', highestRole: 'guest', canDj })
  const crowd = (uuids: string[]) => ({ allUsers: uuids.map((uuid) => user(uuid)), audienceUsers: uuids, vibeMeter: 0 })

  it('sends one listener leaving a room of 50 as one removal from each list, not the lists rewritten', () => {
    const uuids = Array.from({ length: 50 }, (_, i) => `u${i}`)
    const before = crowd(uuids)
    const after = crowd(uuids.filter((uuid) => uuid !== 'u3'))
    const { ops } = diff(snapshot(before), after)
    expect(ops).toEqual([
      { op: 'remove', path: '/allUsers/3' },
      { op: 'remove', path: '/audienceUsers/3' }
    ])
    expect(applyPatch(structuredClone(crowd(uuids)), ops)).toEqual(after)
  })

  it('sends nothing for an entry that is the same but for the order of its keys (as read back from the database)', () => {
    const before = { allUsers: [{ canDj: false, uuid: 'a', tokenRole: 'guest', highestRole: 'guest' }, user('b')] }
    expect(diff(snapshot(before), { allUsers: [user('a', false), user('b')] }).ops).toEqual([])
  })

  it('turns any list of users into any other: leaves, arrivals, changed entries, a new order', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 300; round++) {
      const uuids = Array.from({ length: Math.floor(random() * 12) }, (_, i) => `u${i}`)
      const before = { allUsers: uuids.map((uuid) => user(uuid)), audienceUsers: uuids }
      let next = uuids.filter(() => random() > 0.3)
      for (let i = 0; i < random() * 4; i++) next.splice(Math.floor(random() * (next.length + 1)), 0, `n${round}-${i}`)
      if (random() < 0.1) next = next.reverse()
      const after = { allUsers: next.map((uuid) => user(uuid, random() > 0.2)), audienceUsers: next }
      const { ops } = diff(snapshot(before), after)
      expect(applyPatch(structuredClone({ allUsers: before.allUsers, audienceUsers: uuids }), ops)).toEqual(after)
    }
  })
})

describe('live engine record', () => {
  it('tells a changed engine from an unchanged one without making its text, and freezes what it recorded', () => {
    const engine: Engine = {
      ...emptyEngine(),
      connections: { a: [{ socket: 's1', process: 'p1' }], b: [{ socket: 's2', process: 'p2' }] }
    }
    const record = recordEngine(engine)
    expect(JSON.parse(record.text)).toEqual(engine)
    expect(record.processes).toEqual(new Set(['p1', 'p2']))
    expect(engineChanged(engine, record)).toBe(false)
    expect(() => engine.connections.a!.push({ socket: 's3', process: 'p1' })).toThrow(TypeError)

    engine.connections.a = [...engine.connections.a!, { socket: 's3', process: 'p3' }]
    expect(engineChanged(engine, record)).toBe(true)
    const next = recordEngine(engine)
    expect(next.processes).toEqual(new Set(['p1', 'p2', 'p3']))
    delete engine.connections.b
    expect(engineChanged(engine, next)).toBe(true)
    engine.connections.b = next.connections.get('b')!
    expect(engineChanged(engine, next)).toBe(false)
    engine.goneSince.b = 1
    expect(engineChanged(engine, next)).toBe(true)
  })
})
