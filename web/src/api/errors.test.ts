import { describe, expect, it } from 'vitest'
import { ApiError } from '@spinroom/client'
import { describeError, notConfiguredProvider } from './errors.ts'

describe('describeError (seed 002 §8, user-facing text)', () => {
  it("below 500 answers the server's message with its first letter capitalised", () => {
    const refused = new ApiError(400, { name: 'BadRequest', message: "invalid body: 'name' is required" })
    expect(describeError(refused)).toEqual({ kind: 'server', message: "Invalid body: 'name' is required" })
  })

  it('answers the first of a list of messages', () => {
    const listed = { code: 403, message: ['you may not do that', 'nor this'] }
    expect(describeError(listed)).toEqual({ kind: 'server', message: 'You may not do that' })
  })

  it("from 500 on, and for what is no server's answer, keeps the server's text back", () => {
    const settings = new ApiError(503, { name: 'Unavailable', message: 'SPOTIFY_CLIENT_SECRET is not set' })
    expect(describeError(settings)).toEqual({ kind: 'unexpected' })
    expect(describeError(new ApiError(500, { message: 'relation "users" does not exist' }))).toEqual({
      kind: 'unexpected'
    })
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ kind: 'unexpected' })
  })

  it('tells a timeout apart', () => {
    expect(describeError({ code: 408, message: 'Timeout of 10000ms exceeded' })).toEqual({ kind: 'unreachable' })
  })
})

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
