import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { startServer, type TestServer } from '../helpers/server.ts'
import { seedDemoData } from '../../src/demo/seed.ts'

const M = '/api/merch-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

describe('demo avatars', () => {
  it('cover every status, a Discord-only one and an award per season, each with a served PNG image', async () => {
    const avatars = await s.knex('avatars').orderBy('slug')
    expect(new Set(avatars.map((a) => a.avatarStatus))).toEqual(
      new Set(['PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'])
    )
    expect(avatars.filter((a) => a.discordOnly).map((a) => a.slug)).toEqual(['discord-wave'])
    const seasons = await s.knex('seasons').select('id')
    const awards = avatars.filter((a) => a.avatarStatus === 'SEASON_AWARD')
    expect(awards.map((a) => a.seasonId).sort()).toEqual(seasons.map((x) => x.id).sort())
    expect(awards.every((a) => a.pointsThreshold === 500)).toBe(true)
    for (const avatar of avatars) {
      const image = await fetch(`${s.url}${M}/api/v1/consumables/files/${avatar.imageFileId}`)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 256 })
    }
  })

  it('assigns avatars by hand, by purchase and as a season award, and the wearers may use them', async () => {
    const rows = await s
      .knex('avatar_assignments as aa')
      .join('users as u', 'u.id', 'aa.userUuid')
      .join('avatars as a', 'a.id', 'aa.avatarId')
      .select('u.nickname', 'a.slug', 'aa.assignmentType')
    expect(new Set(rows.map((r) => r.assignmentType))).toEqual(new Set(['MANUAL', 'PURCHASED', 'SEASON_AWARD']))
    expect(rows).toContainEqual({ nickname: 'ben', slug: 'platinum-crown', assignmentType: 'PURCHASED' })
    const ben = await s.knex('users').where('nickname', 'ben').first()
    expect(ben.avatarId).toBe('platinum-crown')
    expect(
      (
        await s.request('GET', `${M}/avatars/platinum-crown/${ben.id}`, {
          token: (await s.signIn(['user', 'admin'])).accessToken
        })
      ).body
    ).toMatchObject({ allowed: true, reason: 'assigned' })
  })
})
