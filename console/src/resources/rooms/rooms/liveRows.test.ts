import { describe, expect, it } from 'vitest'
import { roleKey } from './liveRows.ts'

describe('roleKey', () => {
  it('names a room role by its room words, before the token role of the same name', () => {
    expect(roleKey('coOwner')).toBe('spinroom.enums.roomRoles.coOwner')
    expect(roleKey('moderator')).toBe('spinroom.enums.roomRoles.moderator')
  })

  it('names a token role by its token words', () => {
    expect(roleKey('guest')).toBe('spinroom.enums.tokenRoles.guest')
    expect(roleKey('admin')).toBe('spinroom.enums.tokenRoles.admin')
  })

  it('leaves a value neither names to be shown as it is', () => {
    expect(roleKey('somethingNew')).toBeUndefined()
  })
})
