import { describe, expect, it } from 'vitest'
import { roomNoticeKinds, roomNoticeWording } from '@spinroom/schemas'
import en from '../../i18n/en/chat.json'
import es from '../../i18n/es/chat.json'

const wordings = [
  ...roomNoticeKinds.map((kind) => roomNoticeWording({ kind })),
  roomNoticeWording({ kind: 'djRemoved', afterSong: true })
]

describe("a room's notices in the player", () => {
  it('has every wording in English and Spanish', () => {
    for (const texts of [en.chat.notice, es.chat.notice])
      expect(Object.keys(texts).sort()).toEqual([...wordings].sort())
  })
})
