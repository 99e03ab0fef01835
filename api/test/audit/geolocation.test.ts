import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'

const A = '/api/audit-service'
let s: TestServer
let member: { token: string; id: string }
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer({ config: { trustProxy: 2 } })
  member = await s.member(['user'], 'located')
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

// Two proxies: the outer one appended the client's address, the inner one the outer proxy's.
const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` })
const locate = (method: 'GET' | 'POST', token: string | undefined, address?: string, body?: unknown) =>
  s.request(method, `${A}/geolocate`, {
    token,
    headers: address ? from(address) : {},
    body: method === 'POST' ? (body ?? {}) : undefined
  })

describe('/geolocate', () => {
  it('locates the forwarded address from the local database, IPv4 and IPv6', async () => {
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const gb = await locate('GET', guest, '81.2.69.142')
    expect(gb.status).toBe(200)
    expect(gb.body).toEqual({
      address: '81.2.69.142',
      known: true,
      reason: null,
      country: 'GB',
      countryName: 'United Kingdom',
      continent: 'EU',
      timezone: null,
      recordedAt: null
    })
    const us = await locate('GET', guest, '2001:4860:4860::8888')
    expect(us.body).toMatchObject({ address: '2001:4860:4860::8888', known: true, country: 'US', continent: 'NA' })
    expect((await locate('GET', guest, '::ffff:8.8.8.8')).body).toMatchObject({ address: '8.8.8.8', country: 'US' })
  })

  it('answers private and loopback addresses with a known: false shape naming why', async () => {
    for (const [address, reason] of [
      ['10.1.2.3', 'private'],
      ['192.168.0.9', 'private'],
      ['fd00::1', 'private'],
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback']
    ]) {
      const res = await locate('GET', member.token, address)
      expect(res.status, address).toBe(200)
      expect(res.body, address).toMatchObject({ address, known: false, reason, country: null, countryName: null })
    }
    // No proxy header: the test client's own loopback address.
    expect((await locate('GET', member.token)).body).toMatchObject({ known: false, reason: 'loopback' })
  })

  it('records the location for the caller, which GET then answers wherever they call from', async () => {
    const traveller = await s.member(['user'], 'traveller')
    const posted = await locate('POST', traveller.token, '81.2.69.142', { timezone: 'Europe/London' })
    expect(posted.status).toBe(200)
    expect(posted.body).toMatchObject({ country: 'GB', timezone: 'Europe/London' })
    expect(Date.parse(posted.body.recordedAt)).toBeGreaterThan(Date.now() - 60_000)
    const row = await s.knex('caller_locations').where('callerUuid', traveller.id).first()
    expect(row).toMatchObject({ address: '81.2.69.142', country: 'GB', known: true, timezone: 'Europe/London' })
    expect((await locate('GET', traveller.token, '8.8.8.8')).body).toEqual(posted.body)
    // A new record replaces the old one.
    await locate('POST', traveller.token, '8.8.8.8')
    expect(await s.knex('caller_locations').where('callerUuid', traveller.id)).toHaveLength(1)
    expect((await locate('GET', traveller.token)).body).toMatchObject({ country: 'US', timezone: null })
  })

  it('refuses a caller without a token, and a bad body naming the field, writing nothing', async () => {
    expect((await locate('GET', undefined, '8.8.8.8')).status).toBe(401)
    const who = await s.member(['user'], 'badbody')
    for (const [body, field] of [
      [{ timezone: 'Europe/London; drop' }, 'timezone'],
      [{ timezone: '' }, 'timezone'],
      [{ timezone: 42 }, 'timezone']
    ] as const) {
      const res = await locate('POST', who.token, '8.8.8.8', body)
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(field)
    }
    expect(await s.knex('caller_locations').where('callerUuid', who.id)).toEqual([])
  })

  it('reads the forwarded address over socket.io too', async () => {
    const socket = io(s.url, {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: from('81.2.69.142')
    })
    sockets.push(socket)
    const client = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await client.authenticate({ strategy: 'jwt', accessToken: member.token })
    const created = await client.service('api/audit-service/geolocate').create({})
    expect(created).toMatchObject({ address: '81.2.69.142', country: 'GB' })
  })
})
