import { describe, expect, it } from 'vitest'
import { CHAT_HISTORY_CAP } from '@spinroom/schemas'
import {
  addMessage,
  mergeHistory,
  removeMessage,
  retractable,
  retractTimeLeft,
  toggleReaction,
  updateMessage,
  type ChatEntry
} from './chat-log.ts'

const base = Date.parse('2026-01-01T20:00:00Z')
const message = (n: number, fields: Partial<ChatEntry> = {}): ChatEntry => ({
  id: n,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'user',
  message: `message ${n}`,
  userUuid: 'ana',
  userName: 'ana',
  avatarId: null,
  color: null,
  badges: [],
  date: new Date(base + n * 1000).toISOString(),
  reportIdentifier: `report-${n}`,
  replies: [],
  reactions: {},
  imageUrls: [],
  imageBase64: null,
  media: [],
  songs: [],
  playlist: null,
  consumable: null,
  ...fields
})
const many = (from: number, count: number) => Array.from({ length: count }, (_, i) => message(from + i))

describe('chat log', () => {
  it('adds a message at the end, and one it already holds (same uuid) in place', () => {
    const log = addMessage(addMessage([], message(1)), message(2))
    expect(log.map((m) => m.id)).toEqual([1, 2])
    const again = addMessage(log, { ...message(1), message: 'edited' })
    expect(again.map((m) => m.message)).toEqual(['edited', 'message 2'])
  })

  it('replaces the pending copy with the server’s when its uuid comes back, whatever comes first', () => {
    const pending = { ...message(1), id: 0, pending: true }
    const confirmed = message(1)
    const log = addMessage(addMessage([message(0), pending], message(2)), confirmed)
    expect(log.map((m) => [m.id, !!m.pending])).toEqual([
      [0, false],
      [1, false],
      [2, false]
    ])
  })

  it(`keeps the newest ${CHAT_HISTORY_CAP}`, () => {
    const log = many(1, CHAT_HISTORY_CAP).reduce<ChatEntry[]>((l, m) => addMessage(l, m), [])
    const next = addMessage(log, message(CHAT_HISTORY_CAP + 1))
    expect(next).toHaveLength(CHAT_HISTORY_CAP)
    expect(next[0].id).toBe(2)
    expect(next[next.length - 1].id).toBe(CHAT_HISTORY_CAP + 1)
  })

  it('leaves out a message with nothing to show or no author (seed 002 §5)', () => {
    expect(addMessage([], message(1, { message: '  ' }))).toEqual([])
    expect(addMessage([], message(1, { message: null, imageUrls: ['https://img.test/a.png'] }))).toHaveLength(1)
    expect(addMessage([], message(1, { message: null, imageBase64: 'data:image/png;base64,AAAA' }))).toHaveLength(1)
    const playlist = {
      crateName: 'Late night',
      crateUuid: '00000000-0000-4000-8000-000000000abc',
      provider: null,
      thumbnails: [],
      userUuid: '00000000-0000-4000-8000-000000000def',
      totalSongs: 3,
      isCurrentUserPlaylist: true
    }
    expect(addMessage([], message(1, { message: null, playlist }))).toHaveLength(1)
    expect(addMessage([], message(1, { userName: '' }))).toEqual([])
    expect(mergeHistory([], [message(1), message(2, { message: null })]).map((m) => m.id)).toEqual([1])
  })

  it('updates only a message it holds and removes by uuid', () => {
    const log = [message(1), message(2)]
    expect(updateMessage(log, message(9))).toBe(log)
    expect(updateMessage(log, { ...message(2), message: 'x' })[1].message).toBe('x')
    expect(removeMessage(log, message(1).uuid).map((m) => m.id)).toEqual([2])
    expect(removeMessage(log, message(7).uuid)).toBe(log)
  })

  it('merges history: the server’s list, then newer or pending messages, deduplicated and capped', () => {
    const history = many(1, 5)
    const local = [
      message(3),
      message(6),
      { ...message(0), pending: true },
      { ...message(-1), failed: '' },
      message(-5)
    ]
    const merged = mergeHistory(local, history)
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 0, -1])
    expect(mergeHistory([], many(1, CHAT_HISTORY_CAP + 20))).toHaveLength(CHAT_HISTORY_CAP)
  })

  it('toggles one user’s reaction and drops an emoji nobody holds', () => {
    const ana = { uuid: 'ana', name: 'ana' }
    const ben = { uuid: 'ben', name: 'ben' }
    const once = toggleReaction(message(1), '🔥', ana)
    expect(once.reactions['🔥']).toEqual([{ userUUID: 'ana', messageId: message(1).uuid, name: 'ana' }])
    const both = toggleReaction(once, '🔥', ben)
    expect(both.reactions['🔥'].map((r) => r.name)).toEqual(['ana', 'ben'])
    const back = toggleReaction(both, '🔥', ana)
    expect(back.reactions['🔥'].map((r) => r.name)).toEqual(['ben'])
    expect(toggleReaction(back, '🔥', ben).reactions).toEqual({})
  })

  it('offers only the user’s own last message, within 20 seconds', () => {
    const log = [message(1), message(2, { userUuid: 'ben' }), message(3), message(4, { userUuid: 'ben' })]
    const sent = Date.parse(message(3).date)
    expect(retractable(log, 'ana', sent + 5_000)?.id).toBe(3)
    expect(retractable(log, 'ana', sent + 20_001)).toBeNull()
    expect(retractable([...log, message(5, { pending: true })], 'ana', sent + 1000)?.id).toBe(3)
    expect(retractable(log, 'cleo', sent)).toBeNull()
    expect(retractTimeLeft(message(3), sent + 15_000)).toBe(5_000)
    expect(retractTimeLeft(message(3), sent + 25_000)).toBe(0)
  })
})
