import { describe, expect, it } from 'vitest'
import type { RoomUserRole } from '@spinroom/schemas'
import { chatBan, isChatModerator } from './chat-rights.ts'

const now = Date.parse('2026-01-01T20:00:00Z')
const role = (userUuid: string, r: RoomUserRole['role'], expirationTime: string | null = null): RoomUserRole => ({
  id: `${userUuid}-${r}-${expirationTime}`,
  roomId: 1,
  userUuid,
  role: r,
  expirationTime,
  createdAt: new Date(now).toISOString(),
  updatedAt: new Date(now).toISOString()
})

describe('chat rights', () => {
  it('moderators: a global moderator role, or owner, coOwner or moderator of the room', () => {
    expect(isChatModerator(['user', 'moderator'], [], 'u')).toBe(true)
    expect(isChatModerator(['user'], [role('u', 'coOwner')], 'u')).toBe(true)
    expect(isChatModerator(['user'], [role('u', 'dj'), role('v', 'owner')], 'u')).toBe(false)
  })

  it('chat-disabled until the latest expiration, or until lifted, and not once lapsed', () => {
    const in5 = new Date(now + 5 * 60_000).toISOString()
    const in9 = new Date(now + 9 * 60_000).toISOString()
    const past = new Date(now - 1000).toISOString()
    expect(chatBan([role('u', 'chatDisabled', in5), role('u', 'chatDisabled', in9)], 'u', now)).toEqual({
      until: new Date(in9)
    })
    expect(chatBan([role('u', 'chatDisabled')], 'u', now)).toEqual({ until: null })
    expect(chatBan([role('u', 'chatDisabled', past), role('v', 'chatDisabled')], 'u', now)).toBeNull()
    expect(chatBan([role('u', 'chatDisabled', in5)], 'u', Date.parse(in5))).toBeNull()
  })
})
