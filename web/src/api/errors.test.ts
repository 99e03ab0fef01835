import { describe, expect, it } from 'vitest'
import { ApiError } from '@spinroom/client'
import { notConfiguredProvider } from './errors.ts'

describe('notConfiguredProvider', () => {
  it("names the provider a server has not set up, from the error's data", () => {
    const error = new ApiError(503, {
      name: 'Unavailable',
      message: "YouTube isn't set up on this server yet",
      data: { provider: 'youtube', reason: 'notConfigured' }
    })
    expect(notConfiguredProvider(error)).toBe('youtube')
  })

  it('is null for any other failure', () => {
    expect(notConfiguredProvider(new ApiError(502, { name: 'BadGateway', message: 'YouTube refused' }))).toBeNull()
    expect(notConfiguredProvider(new Error('offline'))).toBeNull()
    expect(notConfiguredProvider(null)).toBeNull()
  })
})
