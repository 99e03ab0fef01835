import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes } from '../src/lib/register.ts'
import { startServer, type TestServer } from './helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('API reference', () => {
  it('documents every registered endpoint with its access level and input schemas', async () => {
    const res = await s.request('GET', '/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body.openapi).toMatch(/^3\./)
    for (const r of registeredRoutes(s.app)) {
      const path = `${r.base}${r.row.path === '/' ? '/' : r.row.path}`
      const op = res.body.paths[path]?.[r.row.method.toLowerCase()]
      expect(op, `${r.row.method} ${path}`).toBeDefined()
      expect(op['x-access']).toBe(r.row.access)
      if (r.row.body) expect(op.requestBody.content[r.row.consumes ?? 'application/json'].schema.type).toBe('object')
      for (const name of Object.keys((r.row.query as any)?.properties ?? {}))
        expect(op.parameters.map((p: any) => p.name)).toContain(name)
    }
    const userActions = res.body.paths['/api/audit-service/user-actions/{id}'].get
    expect(userActions['x-refused']).toBe(401)
    expect(userActions.responses).not.toHaveProperty('403')
    expect(userActions.responses['401'].description).toContain("'Unauthorized to perform action'")
    const signUp = res.body.paths['/api/user-service/users/sign-up'].post
    expect(signUp.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
  })

  it('renders the reference page from local assets only', async () => {
    const page = await fetch(`${s.url}/docs`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js')
    expect(html).not.toMatch(/https?:\/\//)
    const bundle = await fetch(`${s.url}/docs/assets/swagger-ui-bundle.js`)
    expect(bundle.status).toBe(200)
  })
})
