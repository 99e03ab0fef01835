import { describe, expect, it } from 'vitest'
import { toE164 } from './phone-number.ts'

describe('toE164', () => {
  it('accepts international numbers as people type them', () => {
    expect(toE164('+44 7400 123456')).toBe('+447400123456')
    expect(toE164('0034-612-345-678')).toBe('+34612345678')
    expect(toE164(' +1 (415) 555.2671 ')).toBe('+14155552671')
  })

  it('refuses numbers without a country code, too long or with letters', () => {
    expect(toE164('07400 123456')).toBeNull()
    expect(toE164('+0123456789')).toBeNull()
    expect(toE164('+1234567890123456')).toBeNull()
    expect(toE164('+44 7400 CALLME')).toBeNull()
    expect(toE164('')).toBeNull()
  })
})
