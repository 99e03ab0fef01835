import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { testDatabase } from '../helpers/database.ts'

const MIGRATION = '20261129000000_accounts_nickname_nfkc'
let knex: Knex
let drop: () => Promise<void>

beforeAll(async () => {
  ;({ knex, drop } = await testDatabase())
  await knex.migrate.down({ name: MIGRATION })
})
afterAll(() => drop())

/** Accounts as they could be before the migration, oldest first. */
const before: string[] = [
  'Admin\u200b',
  'Admin',
  '  padded  ',
  'padded',
  'ｄｊ',
  'dj',
  'dj-2',
  '\u202e\u200b',
  'Ｎａｍｅ',
  'ᴺame',
  'plain',
  'DJ 👩\u200d🎤'
]

describe('the nickname migration', () => {
  it('cleans nicknames breaking the rule, keeps a name for its normal form and numbers the rest', async () => {
    const ids = before.map(() => randomUUID())
    await knex('users').insert(
      before.map((nickname, i) => ({
        id: ids[i],
        nickname,
        roles: '["user"]',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i))
      }))
    )
    await knex.migrate.up({ name: MIGRATION })
    const after = new Map<string, string>(
      (await knex('users').whereIn('id', ids).select('id', 'nickname')).map((r) => [r.id, r.nickname])
    )
    expect(before.map((_, i) => after.get(ids[i]!))).toEqual([
      'Admin-2',
      'Admin',
      'padded-2',
      'padded',
      'ｄｊ-3',
      'dj',
      'dj-2',
      'listener',
      'Ｎａｍｅ',
      'ᴺame-2',
      'plain',
      'DJ 👩\u200d🎤'
    ])
    await expect(knex('users').insert({ id: randomUUID(), nickname: 'ｐｌａｉｎ', roles: '[]' })).rejects.toMatchObject(
      {
        code: '23505',
        constraint: 'users_nickname_nfkc_unique'
      }
    )
  })

  it('goes back to exact uniqueness and forth again', async () => {
    await knex.migrate.down({ name: MIGRATION })
    await knex('users').insert({ id: randomUUID(), nickname: 'ｐｌａｉｎ', roles: '[]' })
    await expect(knex('users').insert({ id: randomUUID(), nickname: 'plain', roles: '[]' })).rejects.toMatchObject({
      code: '23505'
    })
    await knex.migrate.up({ name: MIGRATION })
    expect((await knex('users').where('nickname', 'like', '%ｐｌａｉｎ%').first()).nickname).toBe('ｐｌａｉｎ-2')
  })
})
