import { describe, expect, it } from 'vitest'
import { readResetLink } from './reset-link.ts'

describe('readResetLink', () => {
  it('reads the token of the e-mailed link', () => {
    expect(readResetLink('/reset-password', '?token=abc123')).toEqual({ token: 'abc123' })
    expect(readResetLink('/reset-password/', '?token=abc123&x=1')).toEqual({ token: 'abc123' })
  })

  it('is a reset visit without a token when the address carries none', () => {
    expect(readResetLink('/reset-password', '')).toEqual({ token: null })
    expect(readResetLink('/reset-password', '?token=%20')).toEqual({ token: null })
  })

  it('is no reset visit anywhere else', () => {
    expect(readResetLink('/', '?token=abc')).toBeNull()
    expect(readResetLink('/reset-password-x', '?token=abc')).toBeNull()
    expect(readResetLink('/rooms/reset-password', '?token=abc')).toBeNull()
  })
})
