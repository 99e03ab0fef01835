import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let n = 0

beforeAll(async () => {
  // Each case signs up from an address of its own, so the sign-up limit per address stays out of the way.
  s = await startServer({ config: { trustProxy: 1 } })
  for (const nickname of ['Admin', 'dj']) expect((await signUp(nickname)).status).toBe(201)
})
afterAll(async () => {
  await s.close()
})

function signUp(nickname: string) {
  n++
  return s.request('POST', `${U}/users/sign-up`, {
    headers: { 'x-forwarded-for': `10.30.0.${n}` },
    body: { email: `nick-${n}@spinroom.test`, password: 'nickname password', nickname }
  })
}

/** What an answer says about a nickname: refused as a bad value naming the field, taken, or accepted. */
function verdict(res: { status: number; body: { message?: string } }) {
  if (res.status === 400 && res.body.message?.includes("'nickname'")) return 'invalid'
  if (res.status === 409 && /^The nickname '.*' is taken$/s.test(res.body.message ?? '')) return 'taken'
  if (res.status < 300) return 'accepted'
  return `${res.status} ${res.body.message}`
}

const hostile: [string, string, 'invalid' | 'taken'][] = [
  ['a blank', ' ', 'invalid'],
  ['control characters only', '\n\r\t', 'invalid'],
  ['a padded name', ' Admin ', 'invalid'],
  ['a zero-width space', 'Admin\u200b', 'invalid'],
  ['a zero-width joiner', 'Ad\u200dmin', 'invalid'],
  ['a zero-width non-joiner', 'Ad\u200cmin', 'invalid'],
  ['a byte order mark', '\ufeffAdmin', 'invalid'],
  ['a bidi override', '\u202enimdA', 'invalid'],
  ['a bidi isolate', 'Admin\u2066x\u2069', 'invalid'],
  ['a line separator', 'Ad\u2028min', 'invalid'],
  ['a control inside', 'Ad\u0007min', 'invalid'],
  ['full-width letters of a taken name', 'ｄｊ', 'taken'],
  ['a compatibility form of a taken name', 'Ａｄｍｉｎ', 'taken']
]

describe('one nickname rule for sign-up and profile updates', () => {
  it.each(hostile)('refuses %s the same way on sign-up and on a profile update', async (_, nickname, expected) => {
    const member = await s.signIn(['user'], 'member')
    const update = await s.request('POST', `${U}/users/profile`, { token: member.accessToken, body: { nickname } })
    expect(verdict(update)).toBe(expected)
    // Said in words, not as the pattern.
    if (expected === 'invalid' && nickname.trim())
      expect(update.body.message).toMatch(/'nickname' must be a name without/)
    expect(verdict(await signUp(nickname))).toBe(expected)
    expect((await s.knex('users').where('id', member.user!.id).first()).nickname).toBe(member.user!.nickname)
    expect(await s.knex('users').where('nickname', nickname).first()).toBeUndefined()
  })

  it('refuses them the same way when a moderator edits a profile, and on a voucher sign-up', async () => {
    const [moderator, target] = [await s.signIn(['user', 'moderator'], 'mod'), await s.signIn(['user'], 'target')]
    const admin = await s.signIn(['user', 'admin'], 'admin')
    const batch = await s.request('POST', `${U}/vouchers`, { token: admin.accessToken, body: { count: 1 } })
    const voucherCode = batch.body[0].code
    for (const [, nickname, expected] of hostile) {
      const edit = await s.request('POST', `${U}/users/profile-admin`, {
        token: moderator.accessToken,
        body: { userUuid: target.user!.id, nickname }
      })
      expect(verdict(edit), JSON.stringify(nickname)).toBe(expected)
      const voucher = await s.request('POST', `${U}/users/voucher-sign-up`, {
        headers: { 'x-forwarded-for': `10.31.0.${++n}` },
        body: { email: `voucher-${n}@spinroom.test`, password: 'voucher password', voucherCode, nickname }
      })
      expect(verdict(voucher), JSON.stringify(nickname)).toBe(expected)
    }
    expect((await s.knex('users').where('id', target.user!.id).first()).nickname).toBe(target.user!.nickname)
  })

  it('takes a bot name through the same comparison', async () => {
    const owner = await s.signIn(['user'], 'owner')
    expect(
      await s.request('POST', `${U}/users/profile`, { token: owner.accessToken, body: { nickname: 'Ｒｏｂｏ' } })
    ).toMatchObject({ status: 200, body: { nickname: 'Ｒｏｂｏ' } })
    const bot = await s.request('POST', `${U}/users/sign-up-bot`, {
      token: owner.accessToken,
      body: { nickname: 'Robo' }
    })
    expect(verdict(bot)).toBe('taken')
  })

  it('still takes names in any script, with accents and emoji, joined emoji too', async () => {
    for (const nickname of ['Zoë Ünal', 'Ноча', 'ミク', 'dj 🎧', 'A', 'DJ 👩\u200d🎤', '🏳️\u200d🌈 crew']) {
      const member = await s.signIn(['user'], 'script')
      const update = await s.request('POST', `${U}/users/profile`, { token: member.accessToken, body: { nickname } })
      expect(update, nickname).toMatchObject({ status: 200, body: { nickname } })
      expect(verdict(await signUp(`${nickname}2`)), nickname).toBe('accepted')
    }
  })

  it('has the database refuse a name that is only another form of a taken one', async () => {
    const [a, b] = [await s.signIn(['user'], 'direct'), await s.signIn(['user'], 'direct')]
    await s.knex('users').where('id', a.user!.id).update({ nickname: 'ＤＪ' })
    await expect(s.knex('users').where('id', b.user!.id).update({ nickname: 'DJ' })).rejects.toMatchObject({
      code: '23505'
    })
  })

  it('answers two profile updates racing for one name with one success and one 409 naming it', async () => {
    const [a, b] = [await s.signIn(['user'], 'racer'), await s.signIn(['user'], 'racer')]
    const answers = await Promise.all(
      [a, b].map((who, i) =>
        s.request('POST', `${U}/users/profile`, {
          token: who.accessToken,
          body: { nickname: i ? 'ｆｉｎｉｓｈ' : 'finish' }
        })
      )
    )
    expect(answers.map(verdict).sort()).toEqual(['accepted', 'taken'])
  })
})
