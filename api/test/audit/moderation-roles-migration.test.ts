import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { testDatabase } from '../helpers/database.ts'

const MIGRATION = '20261201000000_audit_moderation_roles'
let knex: Knex
let drop: () => Promise<void>

beforeAll(async () => {
  ;({ knex, drop } = await testDatabase())
  await knex.migrate.down({ name: MIGRATION })
})
afterAll(() => drop())

describe('the moderation roles migration', () => {
  it("moves role and previousRole out of the details into the seed's top-level fields, and back on the way down", async () => {
    const user = randomUUID()
    await knex('users').insert({ id: user, nickname: 'moved', roles: '["user"]' })
    const record = (details: Record<string, unknown>) => ({
      id: randomUUID(),
      actionType: 'grantRole',
      targetUserUuid: user,
      details: JSON.stringify(details)
    })
    const [both, onlyRole, listed, none] = [
      record({ role: 'dj', previousRole: 'user', expirationTime: null }),
      record({ role: 'staff', previousRoles: ['user'] }),
      record({ role: ['odd'], badges: ['JQBX'] }),
      record({ capability: 'canDj' })
    ]
    await knex('moderation_actions').insert([both, onlyRole, listed, none])
    await knex.migrate.up({ name: MIGRATION })
    const read = async (id: string) => knex('moderation_actions').where({ id }).first('role', 'previousRole', 'details')
    expect(await read(both.id)).toEqual({ role: 'dj', previousRole: 'user', details: { expirationTime: null } })
    expect(await read(onlyRole.id)).toEqual({ role: 'staff', previousRole: null, details: { previousRoles: ['user'] } })
    // Not text: it stays among the details.
    expect(await read(listed.id)).toEqual({
      role: null,
      previousRole: null,
      details: { role: ['odd'], badges: ['JQBX'] }
    })
    expect(await read(none.id)).toEqual({ role: null, previousRole: null, details: { capability: 'canDj' } })

    await knex.migrate.down({ name: MIGRATION })
    expect((await knex('moderation_actions').where({ id: both.id }).first()).details).toEqual({
      role: 'dj',
      previousRole: 'user',
      expirationTime: null
    })
    await knex.migrate.up({ name: MIGRATION })
  })
})
