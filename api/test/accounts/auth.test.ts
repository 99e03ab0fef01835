import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalJWKSet, importSPKI, jwtVerify } from 'jose'
import argon2 from 'argon2'
import { loadConfig } from '../../src/configuration.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { usersService } from '../../src/services/accounts/users/entity.ts'

const U = '/api/user-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('sign-up and login', () => {
  it('refuses a sign-up without e-mail or password with the seed message, writing nothing', async () => {
    const before = await s.knex('users').count('id as n').first()
    for (const body of [{}, { email: 'solo@spinroom.test' }, { password: 'long-enough-1' }]) {
      const res = await s.request('POST', `${U}/users/sign-up`, { body })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        name: 'BadRequest',
        message: 'Email or password is missing in request',
        code: 400,
        className: 'bad-request'
      })
    }
    expect(await s.knex('users').count('id as n').first()).toEqual(before)
  })

  it('names the failing field of an invalid sign-up', async () => {
    const res = await s.request('POST', `${U}/users/sign-up`, {
      body: { email: 'not-an-email', password: 'long-enough-1' }
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain("'email'")
    expect(await s.knex('users').where('email', 'not-an-email').first()).toBeUndefined()
  })

  it('signs up, stores a slow hash, signs in at once and never returns the hash', async () => {
    const res = await s.request('POST', `${U}/users/sign-up`, {
      body: { email: 'New.Listener@Spinroom.test', password: 'correct horse battery' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      type: 'user',
      user: { email: 'new.listener@spinroom.test', nickname: 'new.listener', roles: ['user'], status: 'active' }
    })
    expect(res.body.user).not.toHaveProperty('password')
    expect(JSON.stringify(res.body)).not.toContain('argon2')
    const row = await s.knex('users').where('email', 'new.listener@spinroom.test').first()
    expect(row.password).toMatch(/^\$argon2id\$/)

    const again = await s.request('POST', `${U}/users/sign-up`, {
      body: { email: 'new.listener@spinroom.test', password: 'another password' }
    })
    expect(again.status).toBe(403)
    expect(again.body.message).toBe('This email is already registered')
  })

  it('hashes at the configured cost, and a hash made at another cost still signs in', async () => {
    const { memoryKib, passes } = s.app.get('config').passwordHashing
    const { user, password } = await s.signIn(['user'], 'coster')
    const row = await s.knex('users').where({ id: user!.id }).first()
    expect(row.password).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryKib},p=4,t=${passes}\\$`))
    // The default cost (64 MiB, 3 passes), as an account made before a change of PASSWORD_HASH_* has it.
    const stronger = await argon2.hash(password, { type: argon2.argon2id })
    expect(stronger).toMatch(/\$m=65536,p=4,t=3\$/)
    await s.knex('users').where({ id: row.id }).update({ password: stronger })
    const login = await s.request('POST', `${U}/auth/login`, { body: { email: row.email, password } })
    expect(login.status).toBe(200)
    expect(login.body.user.id).toBe(row.id)
    expect(loadConfig({}).passwordHashing).toEqual({ memoryKib: 65_536, passes: 3 })
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_PASSES: '2' }).passwordHashing).toEqual({
      memoryKib: 19_456,
      passes: 2
    })
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '8' }).passwordHashing.memoryKib).toBe(1024)
  })

  it('answers a wrong password or unknown e-mail with 401 and the seed message', async () => {
    const { user } = await s.signIn()
    for (const body of [
      { email: user!.email, password: 'wrong-password' },
      { email: 'nobody@spinroom.test', password: 'whatever-1' },
      { email: '', password: '' }
    ]) {
      const res = await s.request('POST', `${U}/auth/login`, { body })
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ name: 'NotAuthenticated', message: 'Incorrect email or password', code: 401 })
    }
  })
})

describe('tokens', () => {
  it('issues ES256 tokens that verify against GET /auth/pub-key as PEM and as JWK', async () => {
    const { accessToken, user } = await s.signIn()
    const key = await s.request('GET', `${U}/auth/pub-key`)
    expect(key.status).toBe(200)
    expect(key.body.pem).toContain('BEGIN PUBLIC KEY')
    const fromPem = await jwtVerify(accessToken, await importSPKI(key.body.pem, key.body.alg))
    expect(fromPem.payload).toMatchObject({ sub: user!.id, type: 'user', roles: ['user'] })
    const fromJwk = await jwtVerify(accessToken, createLocalJWKSet({ keys: [key.body.jwk] }))
    expect(fromJwk.protectedHeader.alg).toBe('ES256')
  })

  it('gives guests a guest token and a session of type guest', async () => {
    const guest = await s.request('GET', `${U}/auth/guest`)
    expect(guest.status).toBe(200)
    expect(guest.body).toMatchObject({ type: 'guest', guest: { nickname: expect.stringMatching(/^Guest-/) } })
    const session = await s.request('GET', `${U}/auth/session`, { token: guest.body.accessToken })
    expect(session.body).toMatchObject({ type: 'guest', isLoggedIn: false, userUuid: guest.body.guest.uuid })
    const profile = await s.request('GET', `${U}/users/profile`, { token: guest.body.accessToken })
    expect(profile.status).toBe(403)
  })

  it('reports the session of a signed-in user', async () => {
    const { accessToken, user } = await s.signIn()
    const res = await s.request('GET', `${U}/auth/session`, { token: accessToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ type: 'user', isLoggedIn: true, userUuid: user!.id, user: { id: user!.id } })
    expect(res.body.user).not.toHaveProperty('password')
  })

  it('refuses a forged, expired-looking or garbage token with 401', async () => {
    const { accessToken } = await s.signIn()
    const [h, p] = accessToken.split('.')
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString())
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, roles: ['admin'] })).toString('base64url')}.${accessToken.split('.')[2]}`
    for (const token of [forged, 'garbage', `${accessToken}x`]) {
      const res = await s.request('GET', `${U}/auth/session`, { token })
      expect(res.status).toBe(401)
    }
  })

  it('stops honouring the token of a banned or deactivated account at once', async () => {
    const { accessToken, user, password } = await s.signIn()
    // Moderation changes accounts through the users service, whose events drop cached accounts.
    await usersService(s.app).patch(user!.id, { status: 'banned' })
    const res = await s.request('GET', `${U}/auth/session`, { token: accessToken })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('This account is banned')
    const login = await s.request('POST', `${U}/auth/login`, { body: { email: user!.email, password } })
    expect(login.status).toBe(401)
    await usersService(s.app).patch(user!.id, { status: 'deactivated' })
    expect((await s.request('GET', `${U}/auth/session`, { token: accessToken })).body.message).toBe(
      'This account is deactivated'
    )
  })

  it('lets a temporary ban run out by itself', async () => {
    const { accessToken, user } = await s.signIn()
    await usersService(s.app).patch(user!.id, { status: 'banned', bannedUntil: new Date(Date.now() - 1000) })
    expect((await s.request('GET', `${U}/auth/session`, { token: accessToken })).status).toBe(200)
  })
})

describe('administrators', () => {
  it('lets an admin create an admin, and refuses a taken e-mail with 403', async () => {
    const admin = await s.signIn(['user', 'admin'])
    const created = await s.request('POST', `${U}/users/admin/sign-up`, {
      token: admin.accessToken,
      body: { email: 'second.admin@spinroom.test', password: 'admin password 2' }
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ email: 'second.admin@spinroom.test', roles: ['user', 'admin'] })
    const dup = await s.request('POST', `${U}/users/admin/sign-up`, {
      token: admin.accessToken,
      body: { email: 'SECOND.admin@spinroom.test', password: 'admin password 3' }
    })
    expect(dup.status).toBe(403)
    expect(dup.body.message).toBe('This email is already registered')
    const user = await s.signIn()
    const refused = await s.request('POST', `${U}/users/admin/sign-up`, {
      token: user.accessToken,
      body: { email: 'x@spinroom.test', password: 'admin password 4' }
    })
    expect(refused.status).toBe(403)
  })

  it('shows one user to an admin and 404s an unknown id', async () => {
    const admin = await s.signIn(['user', 'admin'])
    const { user } = await s.signIn()
    const res = await s.request('GET', `${U}/admin/users/${user!.id}`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: user!.id, email: user!.email })
    expect(res.body).not.toHaveProperty('password')
    const missing = await s.request('GET', `${U}/admin/users/00000000-0000-4000-8000-000000000000`, {
      token: admin.accessToken
    })
    expect(missing.status).toBe(404)
  })
})

describe('service API keys', () => {
  it('shows the secret once, stores only its hash, authenticates as a service and stops at revocation', async () => {
    const admin = await s.signIn(['user', 'admin'])
    const created = await s.request('POST', `${U}/admin/api-keys`, {
      token: admin.accessToken,
      body: { name: 'seo crawler' }
    })
    expect(created.status).toBe(201)
    const { id, secret } = created.body
    expect(secret).toMatch(/^srk_/)
    const row = await s.knex('api_keys').where('id', id).first()
    expect(JSON.stringify(row)).not.toContain(secret)
    const listed = await s.request('GET', `${U}/admin/api-keys/${id}`, { token: admin.accessToken })
    expect(listed.body).not.toHaveProperty('secret')
    expect(listed.body).not.toHaveProperty('secretHash')

    const credentials: Record<string, string>[] = [{ authorization: `Bearer ${secret}` }, { 'x-api-key': secret }]
    for (const headers of credentials) {
      const session = await s.request('GET', `${U}/auth/session`, { headers })
      expect(session.body).toMatchObject({ type: 'service', isLoggedIn: false, apiKey: { id, name: 'seo crawler' } })
      const seo = await s.request('GET', `${U}/users/service/all-user-profiles?take=2`, { headers })
      expect(seo.status).toBe(200)
      const adminOnly = await s.request('GET', `${U}/admin/users`, { headers })
      expect(adminOnly.status).toBe(403)
    }
    const user = await s.signIn()
    expect((await s.request('GET', `${U}/users/service/all-user-profiles`, { token: user.accessToken })).status).toBe(
      403
    )

    const revoked = await s.request('DELETE', `${U}/admin/api-keys/${id}`, { token: admin.accessToken })
    expect(revoked.status).toBe(200)
    expect(revoked.body.revokedAt).toBeTruthy()
    const after = await s.request('GET', `${U}/auth/session`, { headers: { 'x-api-key': secret } })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Invalid API key')
  })
})

describe('racing sign-ups', () => {
  it('creates one account for one e-mail and answers the others like any taken address, without SQL', async () => {
    const body = { email: 'race@spinroom.test', password: 'race password 1' }
    const results = await Promise.all(
      Array.from({ length: 6 }, () => s.request('POST', `${U}/users/sign-up`, { body }))
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(403)
      expect(r.body.message).toBe('This email is already registered')
    }
    expect(await s.knex('users').where('email', 'race@spinroom.test').count('id as n').first()).toEqual({ n: 1 })
  })

  it('reports a constraint clash of an entity as a 409 naming the constraint, never the statement', async () => {
    const { usersService } = await import('../../src/services/accounts/users/entity.ts')
    const { user } = await s.signIn()
    const clash = usersService(s.app).create({
      id: user!.id,
      email: 'clash@spinroom.test',
      nickname: 'clash',
      roles: '["user"]'
    })
    await expect(clash).rejects.toMatchObject({
      code: 409,
      message: 'This users conflicts with an existing one',
      data: { constraint: 'users_pkey' }
    })
    await expect(clash).rejects.not.toMatchObject({ message: expect.stringContaining('insert') })
  })
})
