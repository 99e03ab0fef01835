import { describe, expect, it } from 'vitest'
import { nextAfterSignIn, signInPage, wantsSignUp } from './player-paths.ts'

describe('the sign-in page and where it comes back to', () => {
  it('carries the page to come back to and the sign-up form', () => {
    const page = signInPage({ next: '/rooms/late-night?x=1', signUp: true })
    expect(page).toBe('/sign-in?next=%2Frooms%2Flate-night%3Fx%3D1&signUp=1')
    const search = page.slice(page.indexOf('?'))
    expect(nextAfterSignIn(search)).toBe('/rooms/late-night?x=1')
    expect(wantsSignUp(search)).toBe(true)
    expect(signInPage()).toBe('/sign-in')
    expect(wantsSignUp('')).toBe(false)
  })

  it("comes back only to the player's own pages, never to another site", () => {
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'rooms/x', 'javascript:alert(1)', ''])
      expect(nextAfterSignIn(`?next=${encodeURIComponent(next)}`), next).toBeNull()
    expect(nextAfterSignIn('?other=1')).toBeNull()
    expect(nextAfterSignIn(`?next=${encodeURIComponent('/rooms/a\u0000b')}`)).toBe('/rooms/a\u0000b')
  })
})
