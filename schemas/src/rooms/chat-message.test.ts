import { describe, expect, it } from 'vitest'
import { roomNoticeKinds, roomNoticeWording } from './chat-message.ts'

describe('roomNoticeWording', () => {
  it('words each kind by its name, and a DJ removal that waits for their song apart', () => {
    for (const kind of roomNoticeKinds) expect(roomNoticeWording({ kind })).toBe(kind)
    expect(roomNoticeWording({ kind: 'djRemoved', afterSong: true })).toBe('djRemovedAfterSong')
    expect(roomNoticeWording({ kind: 'userKicked', afterSong: true })).toBe('userKicked')
  })
})
