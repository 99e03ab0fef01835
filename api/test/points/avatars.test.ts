import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'

const M = '/api/merch-service'
const U = '/api/user-service'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const DAY = 86_400_000
let s: TestServer
let admin: string
let user: { token: string; id: string }
let seasonId: string
let imageFileId: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = await s.member()
  const season = await s.request('POST', `${M}/points/season`, {
    token: admin,
    body: {
      seasonName: 'Avatar season',
      seasonStart: new Date(Date.now() - DAY).toISOString(),
      seasonEnd: new Date(Date.now() + 30 * DAY).toISOString()
    }
  })
  seasonId = season.body.id
  const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#cc3366' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(png)]), 'avatar.png')
  const uploaded = await fetch(`${s.url}${M}/api/v1/consumables/files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` }
  })
  imageFileId = ((await uploaded.json()) as { id: string }).id
})
afterAll(() => s.close())

const create = (body: Record<string, unknown>, token = admin) => s.request('POST', `${M}/avatars`, { token, body })
const avatar = (slug: string, avatarStatus = 'PUBLIC', extra: Record<string, unknown> = {}) =>
  create({ slug, name: slug.toUpperCase(), avatarStatus, ...extra })
const count = async (table: string) => Number((await s.knex(table).count({ n: '*' }))[0].n)
const wear = (token: string, avatarId: string | null) =>
  s.request('POST', `${U}/users/profile`, { token, body: { avatarId } })
const usage = async (slug: string, uuid: string) =>
  (await s.request('GET', `${M}/avatars/${slug}/${uuid}`, { token: admin })).body
const slugs = (list: { slug: string }[]) => list.map((a) => a.slug).sort()

describe('avatar administration', () => {
  it('creates an avatar with its image URL, and refuses a taken slug naming it', async () => {
    const res = await avatar('neon-cat', 'PUBLIC', { description: 'A glowing cat', imageFileId })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'neon-cat',
      name: 'NEON-CAT',
      description: 'A glowing cat',
      avatarStatus: 'PUBLIC',
      discordOnly: false,
      seasonId: null,
      pointsThreshold: null,
      imageFileId,
      imageUrl: `${M}/api/v1/consumables/files/${imageFileId}`
    })
    expect(await s.knex('avatars').where('slug', 'neon-cat').first()).toMatchObject({ id: res.body.id, imageFileId })
    const taken = await avatar('neon-cat')
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe("An avatar already has the slug 'neon-cat'")
  })

  it('asks a SEASON_AWARD avatar for its season and threshold, and refuses them on any other, writing nothing', async () => {
    const before = await count('avatars')
    const noSeason = await avatar('award-a', 'SEASON_AWARD', { pointsThreshold: 10 })
    expect([noSeason.status, noSeason.body.message]).toEqual([
      400,
      "Invalid body: 'seasonId' is required for a SEASON_AWARD avatar"
    ])
    const noThreshold = await avatar('award-a', 'SEASON_AWARD', { seasonId })
    expect([noThreshold.status, noThreshold.body.message]).toEqual([
      400,
      "Invalid body: 'pointsThreshold' is required for a SEASON_AWARD avatar"
    ])
    const unknownSeason = await avatar('award-a', 'SEASON_AWARD', { seasonId: UNKNOWN, pointsThreshold: 5 })
    expect(unknownSeason.body.message).toBe("Invalid body: 'seasonId' names no season")
    const publicWithSeason = await avatar('plain-a', 'PUBLIC', { seasonId })
    expect([publicWithSeason.status, publicWithSeason.body.message]).toEqual([
      400,
      "Invalid body: 'seasonId' is only for SEASON_AWARD avatars"
    ])
    const privateWithThreshold = await avatar('plain-a', 'PRIVATE', { pointsThreshold: 3 })
    expect(privateWithThreshold.body.message).toBe("Invalid body: 'pointsThreshold' is only for SEASON_AWARD avatars")
    const negative = await avatar('award-a', 'SEASON_AWARD', { seasonId, pointsThreshold: -1 })
    expect([negative.status, negative.body.message]).toEqual([400, expect.stringContaining("'pointsThreshold'")])
    for (const slug of ['A', 'UPPER', 'has space', 'x'.repeat(65)]) {
      const bad = await avatar(slug)
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining("'slug'")])
    }
    expect((await avatar('subscriber')).body.message).toBe("Invalid body: 'slug' 'subscriber' is reserved")
    expect((await avatar('no-image', 'PUBLIC', { imageFileId: UNKNOWN })).body.message).toBe(
      "Invalid body: 'imageFileId' names no uploaded file"
    )
    expect((await avatar('bad-status', 'RARE')).body.message).toContain("'avatarStatus'")
    expect(await count('avatars')).toBe(before)
    const award = await avatar('award-a', 'SEASON_AWARD', { seasonId, pointsThreshold: 0 })
    expect(award.status).toBe(201)
    expect(award.body).toMatchObject({ seasonId, pointsThreshold: 0 })
  })

  it('lists avatars in both admin dialects and reads one', async () => {
    const crud = await s.request('GET', `${M}/admin/avatars?filter=avatarStatus||$eq||SEASON_AWARD`, { token: admin })
    expect(crud.status).toBe(200)
    expect(crud.body).toMatchObject({ count: 1, total: 1, page: 1, pageCount: 1 })
    expect(crud.body.data[0]).toMatchObject({ slug: 'award-a', imageUrl: null })
    const simple = await s.request(
      'GET',
      `${M}/admin/avatars?sort=${encodeURIComponent('["slug","ASC"]')}&range=${encodeURIComponent('[0,0]')}`,
      { token: admin }
    )
    expect(simple.headers.get('content-range')).toBe('avatars 0-0/2')
    expect(simple.body).toEqual([expect.objectContaining({ slug: 'award-a' })])
    const searched = await s.request('GET', `${M}/admin/avatars?filter=${encodeURIComponent('{"q":"glowing"}')}`, {
      token: admin
    })
    expect(slugs(searched.body)).toEqual(['neon-cat'])
    expect((await s.request('GET', `${M}/admin/avatars/neon-cat`, { token: admin })).body.imageUrl).toContain(
      imageFileId
    )
    expect((await s.request('GET', `${M}/avatars/neon-cat`, { token: user.token })).body.slug).toBe('neon-cat')
    const missing = await s.request('GET', `${M}/avatars/nope`, { token: user.token })
    expect([missing.status, missing.body.message]).toEqual([404, 'Avatar not found'])
    expect((await s.request('GET', `${M}/admin/avatars/nope`, { token: admin })).status).toBe(404)
  })

  it('updates an avatar within the award rules; a new slug follows into the profiles wearing it', async () => {
    const renamed = await s.request('PATCH', `${M}/avatars/neon-cat`, {
      token: admin,
      body: { name: 'Neon cat', discordOnly: false }
    })
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Neon cat'])
    const toAward = await s.request('PATCH', `${M}/avatars/neon-cat`, {
      token: admin,
      body: { avatarStatus: 'SEASON_AWARD', seasonId }
    })
    expect([toAward.status, toAward.body.message]).toEqual([
      400,
      "Invalid body: 'pointsThreshold' is required for a SEASON_AWARD avatar"
    ])
    const threshold = await s.request('PATCH', `${M}/avatars/award-a`, { token: admin, body: { pointsThreshold: 50 } })
    expect(threshold.body).toMatchObject({ avatarStatus: 'SEASON_AWARD', seasonId, pointsThreshold: 50 })
    const away = await s.request('PATCH', `${M}/avatars/award-a`, { token: admin, body: { avatarStatus: 'PRIVATE' } })
    expect(away.body).toMatchObject({ avatarStatus: 'PRIVATE', seasonId: null, pointsThreshold: null })
    expect(
      (await s.request('PATCH', `${M}/avatars/award-a`, { token: admin, body: { slug: 'neon-cat' } })).status
    ).toBe(409)

    expect((await wear(user.token, 'neon-cat')).status).toBe(200)
    const moved = await s.request('PATCH', `${M}/avatars/neon-cat`, { token: admin, body: { slug: 'neon-kitten' } })
    expect(moved.body.slug).toBe('neon-kitten')
    expect((await s.knex('users').where('id', user.id).first('avatarId')).avatarId).toBe('neon-kitten')
    expect((await s.request('PATCH', `${M}/avatars/neon-cat`, { token: admin, body: { name: 'x' } })).status).toBe(404)
  })

  it('keeps writes and admin reads to administrators and the lookup to services', async () => {
    await avatar('sneaky')
    expect((await create({ slug: 'sneaky-2', name: 'S', avatarStatus: 'PUBLIC' }, user.token)).status).toBe(403)
    expect((await s.request('PATCH', `${M}/avatars/sneaky`, { token: user.token, body: { name: 'x' } })).status).toBe(
      403
    )
    expect((await s.request('DELETE', `${M}/avatars/sneaky`, { token: user.token })).status).toBe(403)
    expect((await s.request('GET', `${M}/admin/avatars`, { token: user.token })).status).toBe(403)
    expect((await s.request('GET', `${M}/admin/avatars`)).status).toBe(401)
    expect((await s.request('GET', `${M}/service/avatar/sneaky`, { token: user.token })).status).toBe(403)
    const key = await serviceKey(s, admin)
    const lookup = await s.request('GET', `${M}/service/avatar/sneaky`, { headers: key })
    expect([lookup.status, lookup.body.slug]).toEqual([200, 'sneaky'])
    expect((await s.request('GET', `${M}/service/avatar/nope`, { headers: key })).body.message).toBe('Avatar not found')
  })

  it('deletes an avatar from either path: its assignments go and profiles wearing it lose it', async () => {
    await avatar('doomed')
    const wearer = await s.member()
    await s.request('POST', `${M}/avatar-assignment/doomed`, {
      token: admin,
      body: { userUuid: wearer.id, assignmentType: 'MANUAL' }
    })
    expect((await wear(wearer.token, 'doomed')).status).toBe(200)
    const deleted = await s.request('DELETE', `${M}/avatars/doomed`, { token: admin })
    expect([deleted.status, deleted.body.slug]).toEqual([200, 'doomed'])
    expect(await s.knex('avatars').where('slug', 'doomed').first()).toBeUndefined()
    expect(await s.knex('avatar_assignments').where('userUuid', wearer.id).first()).toBeUndefined()
    expect((await s.knex('users').where('id', wearer.id).first('avatarId')).avatarId).toBeNull()
    await avatar('doomed-too')
    expect((await s.request('DELETE', `${M}/admin/avatars/doomed-too`, { token: admin })).body.slug).toBe('doomed-too')
    expect((await s.request('DELETE', `${M}/admin/avatars/doomed-too`, { token: admin })).status).toBe(404)
  })
})

describe('who may use an avatar', () => {
  let fan: { token: string; id: string }
  let subscriber: { token: string; id: string }
  let discordUser: { token: string; id: string }

  beforeAll(async () => {
    fan = await s.member()
    subscriber = await s.member()
    discordUser = await s.member()
    await s
      .knex('users')
      .where('id', subscriber.id)
      .update({ badges: JSON.stringify(['VERIFIED', 'PLATINUM']) })
    await s
      .knex('external_identities')
      .insert({ provider: 'discord', externalId: `d-${randomUUID()}`, userUuid: discordUser.id, username: 'disco' })
    await avatar('open-sun')
    await avatar('vault-key', 'PRIVATE')
    await avatar('gold-star', 'SUBSCRIBER_ONLY')
    await avatar('disco-ball', 'PUBLIC', { discordOnly: true })
    await avatar('disco-vip', 'SUBSCRIBER_ONLY', { discordOnly: true })
    await s.request('POST', `${M}/avatar-assignment/vault-key`, {
      token: admin,
      body: { userUuid: fan.id, assignmentType: 'PURCHASED' }
    })
  })

  it('answers each rule with its reason', async () => {
    expect(await usage('open-sun', fan.id)).toEqual({
      slug: 'open-sun',
      userUuid: fan.id,
      allowed: true,
      reason: 'public'
    })
    expect(await usage('vault-key', fan.id)).toMatchObject({ allowed: true, reason: 'assigned' })
    expect(await usage('vault-key', subscriber.id)).toMatchObject({ allowed: false, reason: 'not assigned' })
    expect(await usage('gold-star', subscriber.id)).toMatchObject({ allowed: true, reason: 'subscriber' })
    expect(await usage('gold-star', fan.id)).toMatchObject({ allowed: false, reason: 'subscribers only' })
    expect(await usage('disco-ball', fan.id)).toMatchObject({ allowed: false, reason: 'discord account required' })
    expect(await usage('disco-ball', discordUser.id)).toMatchObject({ allowed: true, reason: 'public' })
    expect(await usage('disco-vip', subscriber.id)).toMatchObject({
      allowed: false,
      reason: 'discord account required'
    })
    expect((await s.request('GET', `${M}/avatars/open-sun/${UNKNOWN}`, { token: fan.token })).body.message).toBe(
      'User not found'
    )
    expect((await s.request('GET', `${M}/avatars/nope/${fan.id}`, { token: fan.token })).status).toBe(404)
    expect((await s.request('GET', `${M}/avatars/open-sun/${fan.id}`)).status).toBe(401)
  })

  it('lists what each caller may use, the subscriber avatars and the public ones', async () => {
    const mine = async (token: string) => slugs((await s.request('GET', `${M}/avatars`, { token })).body)
    const everyPublic = ['neon-kitten', 'open-sun', 'sneaky']
    expect(await mine(fan.token)).toEqual([...everyPublic, 'vault-key'].sort())
    expect(await mine(subscriber.token)).toEqual([...everyPublic, 'gold-star'].sort())
    expect(await mine(discordUser.token)).toEqual([...everyPublic, 'disco-ball'].sort())
    expect(slugs((await s.request('GET', `${M}/avatars/subscriber`, { token: fan.token })).body)).toEqual([
      'disco-vip',
      'gold-star'
    ])
    expect(slugs((await s.request('GET', `${M}/all-avatars`, { token: fan.token })).body)).toEqual(
      ['disco-ball', ...everyPublic].sort()
    )
    expect((await s.request('GET', `${M}/avatars`)).status).toBe(401)
  })

  it('lets a user wear only an avatar they may use, by the same rule, and a moderator likewise', async () => {
    const unknown = await wear(fan.token, 'nope')
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Avatar not found'])
    const denied = await wear(fan.token, 'gold-star')
    expect([denied.status, denied.body.message]).toEqual([403, 'You may not use this avatar'])
    expect((await wear(fan.token, 'disco-ball')).status).toBe(403)
    expect((await s.knex('users').where('id', fan.id).first('avatarId')).avatarId).toBeNull()
    const worn = await wear(fan.token, 'vault-key')
    expect([worn.status, worn.body.avatarId]).toEqual([200, 'vault-key'])
    expect((await wear(subscriber.token, 'gold-star')).body.avatarId).toBe('gold-star')
    expect((await wear(fan.token, null)).body.avatarId).toBeNull()
    const mod = await s.member(['user', 'moderator'])
    const byMod = await s.request('POST', `${U}/users/profile-admin`, {
      token: mod.token,
      body: { userUuid: fan.id, avatarId: 'gold-star' }
    })
    expect([byMod.status, byMod.body.message]).toEqual([403, 'You may not use this avatar'])
    expect(
      (
        await s.request('POST', `${U}/users/profile-admin`, {
          token: mod.token,
          body: { userUuid: fan.id, avatarId: 'open-sun' }
        })
      ).body.avatarId
    ).toBe('open-sun')
  })
})
