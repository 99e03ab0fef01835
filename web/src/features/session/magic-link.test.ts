import { describe, expect, it } from 'vitest'
import { readMagicLink } from './magic-link.ts'

describe('readMagicLink', () => {
  it('reads the token and an encoded target of ours', () => {
    expect(readMagicLink('/magic-link/abc_-1')).toEqual({ token: 'abc_-1', target: '/' })
    expect(readMagicLink(`/magic-link/t0k/${encodeURIComponent('/me/leaderboard')}`)).toEqual({
      token: 't0k',
      target: '/me/leaderboard'
    })
    expect(readMagicLink('/magic-link/t0k/subscribe-plan/pro')).toEqual({ token: 't0k', target: '/subscribe-plan/pro' })
  })

  it('never leaves the site and ignores other addresses', () => {
    expect(readMagicLink(`/magic-link/t/${encodeURIComponent('//evil.test/x')}`)?.target).toBe('/')
    expect(readMagicLink('/magic-link/t/%E0%A4%A')?.target).toBe('/')
    expect(readMagicLink('/me')).toBeNull()
    expect(readMagicLink('/magic-link/')).toBeNull()
  })
})
