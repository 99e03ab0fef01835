// The demo accounts table of docs/self-hosting/demo-data.md is what the first start makes and prints: each row's
// account signs in with its password and has its global roles, each line of the start's banner is a row, and the demo
// data has no other account with a known password.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, testConfig, type TestServer } from '../helpers/server.ts'
import { seedOnStart } from '../../src/demo/on-start.ts'

interface DocumentedAccount {
  printedAs: string
  roles: string[]
  email: string
  password: string
}

const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text)

function documentedAccounts(): DocumentedAccount[] {
  const page = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'self-hosting', 'demo-data.md'), 'utf8')
  const table = page.slice(page.indexOf('| printed as |'))
  const rows = table.split('\n').slice(2)
  return rows
    .slice(
      0,
      rows.findIndex((row) => !row.startsWith('|'))
    )
    .map((row) => {
      const [printedAs, roles, email, password] = row.split('|').slice(1, 5)
      return { printedAs: printedAs.trim(), roles: code(roles), email: code(email)[0], password: code(password)[0] }
    })
}

let s: TestServer
let banner: string[]

beforeAll(async () => {
  s = await startServer()
  ;({ lines: banner } = await seedOnStart(s.app, testConfig({ demoData: true })))
})
afterAll(() => s.close())

describe('the demo accounts table in the docs', () => {
  const documented = documentedAccounts()

  it('lists the accounts the first start prints, as it prints them', () => {
    expect(documented.length).toBeGreaterThan(0)
    const printed = banner
      .filter((line) => line.startsWith('  '))
      .map((line) => {
        const [email, password] = line.trim().split(/\s+/).slice(-2)
        return { printedAs: line.slice(0, line.indexOf(email)).trim(), email, password }
      })
    expect(documented.map(({ printedAs, email, password }) => ({ printedAs, email, password }))).toEqual(printed)
  })

  it('gives each account its password and its global roles', async () => {
    for (const account of documented) {
      const login = await s.request('POST', '/api/user-service/auth/login', {
        body: { email: account.email, password: account.password }
      })
      expect(login.status, account.email).toBe(200)
      expect([...login.body.user.roles].sort(), account.email).toEqual([...account.roles].sort())
    }
  })

  it('leaves out no account the demo data gives a password', async () => {
    const seeded: { email: string; roles: string[] | string }[] = await s
      .knex('users')
      .where('email', 'like', '%@spinroom.test')
      .select('email', 'roles')
    expect(seeded.map((u) => u.email).sort()).toEqual(documented.map((a) => a.email).sort())
  })
})
