import { describe, expect, it } from 'vitest'
import { toggleProvider } from './providers.ts'

describe('toggleProvider', () => {
  it('adds and removes a provider', () => {
    expect(toggleProvider(['audius'], 'soundcloud')).toEqual(['audius', 'soundcloud'])
    expect(toggleProvider(['audius', 'soundcloud'], 'audius')).toEqual(['soundcloud'])
  })

  it('keeps one streaming-class provider, first', () => {
    expect(toggleProvider(['spotify', 'audius'], 'apple')).toEqual(['apple', 'audius'])
    expect(toggleProvider(['audius'], 'youtube')).toEqual(['youtube', 'audius'])
  })
})
