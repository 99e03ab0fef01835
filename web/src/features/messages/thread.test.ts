import { describe, expect, it } from 'vitest'
import type { DirectMessage } from '@spinroom/schemas'
import { otherOf, threadMessages, withMessage, type Thread } from './thread.ts'

const message = (id: string, senderUuid = 'ana', recipientUuid = 'ben'): DirectMessage => ({
  id,
  conversationId: 'c',
  senderUuid,
  senderNickname: senderUuid,
  senderAvatarId: null,
  recipientUuid,
  message: id,
  createdAt: '2026-11-24T10:00:00.000Z'
})

const thread: Thread = {
  pages: [
    { data: [message('3'), message('4')], hasMore: true },
    { data: [message('1'), message('2')], hasMore: false }
  ],
  pageParams: [undefined, '3']
}

describe('a loaded conversation', () => {
  it('reads oldest first across pages', () => {
    expect(threadMessages(thread).map((m) => m.id)).toEqual(['1', '2', '3', '4'])
    expect(threadMessages(undefined)).toEqual([])
  })

  it('adds a new message at the newest end once, whether the send or its event comes first', () => {
    const added = withMessage(thread, message('5'))
    expect(threadMessages(added).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5'])
    expect(withMessage(added, message('5'))).toBe(added)
    expect(withMessage(undefined, message('5'))).toBeUndefined()
  })

  it('names the other member from either side', () => {
    expect(otherOf(message('1', 'ana', 'ben'), 'ana')).toBe('ben')
    expect(otherOf(message('1', 'ana', 'ben'), 'ben')).toBe('ana')
  })
})
