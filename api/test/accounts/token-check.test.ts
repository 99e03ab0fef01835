import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateKeyPair, SignJWT } from 'jose'
import { createSocketClient } from '@spinroom/client'
import { ISSUER } from '../../src/auth/authentication.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let userId: string

beforeAll(async () => {
  s = await startServer()
  userId = (await s.signIn(['user'], 'tc-user')).user!.id
})
afterAll(() => s.close())

const profile = async (token: string) => {
  const res = await fetch(`${s.url}${U}/users/profile`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, message: ((await res.json()) as { message?: string }).message }
}
const INVALID = { status: 401, message: 'Invalid access token' }
const now = () => Math.floor(Date.now() / 1000)
const claims = () => ({ type: 'user', sub: userId, iss: ISSUER, iat: now(), exp: now() + 600 })
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

/** A token signed with the API's own key: the header and claims given, and nothing else. */
const signed = (payload: Record<string, unknown>, header: Record<string, unknown> = {}) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...header }).sign(s.app.get('keys').privateKey)

describe('access token checks', () => {
  it('takes a token the API signed, and says when one has expired', async () => {
    expect((await profile(await signed(claims()))).status).toBe(200)
    expect(await profile(await signed({ ...claims(), iat: now() - 700, exp: now() - 100 }))).toEqual({
      status: 401,
      message: 'Access token expired'
    })
  })

  it('refuses a token whose signature or signed text was changed', async () => {
    const [head, body, signature] = (await signed(claims())).split('.')
    const other = b64({ ...claims(), sub: (await s.signIn(['user'], 'tc-other')).user!.id })
    const flipped = Buffer.from(signature!, 'base64url')
    flipped[10] ^= 1
    expect(await profile(`${head}.${other}.${signature}`)).toEqual(INVALID)
    expect(await profile(`${head}.${body}.${flipped.toString('base64url')}`)).toEqual(INVALID)
    expect(await profile(`${head}.${body}.${signature!.slice(0, -4)}`)).toEqual(INVALID)
    expect(await profile(`${head}.${body}.`)).toEqual(INVALID)
    expect(await profile(`${head}.${body}`)).toEqual(INVALID)
  })

  it('refuses a token signed by another key, or by no key at all', async () => {
    const stranger = await generateKeyPair('ES256')
    const foreign = await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256' }).sign(stranger.privateKey)
    expect(await profile(foreign)).toEqual(INVALID)
    expect(await profile(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`)).toEqual(INVALID)
    const hmac = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32))
    expect(await profile(hmac)).toEqual(INVALID)
  })

  it('refuses a signed token from another issuer, without its claims, or not valid yet', async () => {
    const { sub, iat, exp } = claims()
    expect(await profile(await signed({ ...claims(), iss: 'someone-else' }))).toEqual(INVALID)
    expect(await profile(await signed({ type: 'user', iss: ISSUER, iat, exp }))).toEqual(INVALID)
    expect(await profile(await signed({ type: 'user', iss: ISSUER, sub, exp }))).toEqual(INVALID)
    expect(await profile(await signed({ ...claims(), exp: String(exp) }))).toEqual(INVALID)
    expect(await profile(await signed({ ...claims(), nbf: now() + 300 }))).toEqual(INVALID)
    expect((await profile(await signed({ ...claims(), nbf: now() - 5 }))).status).toBe(200)
  })

  it('refuses a signed token with a critical extension it does not know, and text that is not a token', async () => {
    // jose will not sign a header naming an extension it does not know: signed here by hand.
    const head = b64({ alg: 'ES256', typ: 'JWT', crit: ['x-spin'], 'x-spin': 1 })
    const text = `${head}.${b64(claims())}`
    const ecdsa = { name: 'ECDSA', hash: 'SHA-256' }
    const signature = await crypto.subtle.sign(ecdsa, s.app.get('keys').privateKey, Buffer.from(text))
    expect(await profile(`${text}.${Buffer.from(signature).toString('base64url')}`)).toEqual(INVALID)
    const [valid, , validSignature] = (await signed(claims())).split('.')
    for (const body of [b64('[1,2]'), b64('not json'), b64('null')])
      expect(await profile(`${valid}.${body}.${validSignature}`)).toEqual(INVALID)
    // A header cannot carry a NUL byte; a socket's sign-in can, and is refused before any check.
    const client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    try {
      for (const token of [`${valid}.${b64(claims())}\u0000.${validSignature}`, '\u0000'])
        await expect(client.authenticate(token)).rejects.toMatchObject({
          code: 400,
          message: expect.stringContaining("'accessToken'")
        })
    } finally {
      client.socket.close()
    }
  })
})
