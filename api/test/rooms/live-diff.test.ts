import { describe, expect, it } from 'vitest'
import jsonpatch, { type Operation } from 'fast-json-patch'
import { diff, snapshot } from '../../src/services/rooms/live/diff.ts'

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
})
