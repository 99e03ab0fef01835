import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const M = '/api/merch-service'
let s: TestServer
let admin: string
let user: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = (await s.signIn()).accessToken
})
afterAll(() => s.close())

const create = (body: Record<string, unknown>) => s.request('POST', `${M}/custom-fields`, { token: admin, body })
const fieldCount = async () => Number((await s.knex('custom_fields').count({ n: '*' }))[0].n)
const values = (entity: string, id: string) => `${M}/admin/custom-fields/values/${entity}/${id}`

describe('custom fields', () => {
  it('creates a field (required false by default), refuses the same key on the same entity with 409, allows it on another', async () => {
    const created = await create({ key: 'favouriteGenre', label: 'Favourite genre', entity: 'user', type: 'string' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      key: 'favouriteGenre',
      label: 'Favourite genre',
      entity: 'user',
      type: 'string',
      required: false,
      description: null
    })
    const dup = await create({ key: 'favouriteGenre', label: 'Again', entity: 'user', type: 'number' })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('Custom field favouriteGenre already exists for user')
    expect(
      (await create({ key: 'favouriteGenre', label: 'Genre of the room', entity: 'room', type: 'string' })).status
    ).toBe(201)
  })

  it('lets only one of two concurrent creations of a key through', async () => {
    const results = await Promise.all(
      [1, 2].map((n) => create({ key: 'raceKey', label: `Race ${n}`, entity: 'avatar', type: 'boolean' }))
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })

  it('refuses bad definitions with a 400 naming the field, writing nothing', async () => {
    const before = await fieldCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'Genre', label: 'x', entity: 'user', type: 'string' }, "'key'"],
      [{ key: 'my_genre', label: 'x', entity: 'user', type: 'string' }, "'key'"],
      [{ key: 'genre', label: '', entity: 'user', type: 'string' }, "'label'"],
      [{ key: 'genre', label: 'x', entity: 'playlist', type: 'string' }, "'entity'"],
      [{ key: 'genre', label: 'x', entity: 'user', type: 'color' }, "'type'"],
      [{ key: 'genre', label: 'x', entity: 'user', type: 'string', required: 'yes' }, "'required'"],
      [{ label: 'x', entity: 'user', type: 'string' }, "'key'"]
    ]
    for (const [body, field] of cases) {
      const res = await create(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(field)
    }
    expect(await fieldCount()).toBe(before)
  })

  it('lists fields in both admin dialects, reads one and edits label, description and required only (the type stays)', async () => {
    const field = (await create({ key: 'labelName', label: 'Label', entity: 'consumable', type: 'string' })).body
    const crud = await s.request('GET', `${M}/admin/custom-fields?filter=entity||$eq||consumable`, { token: admin })
    expect(crud.status).toBe(200)
    expect(crud.body.data.map((f: any) => f.key)).toEqual(['labelName'])
    const simple = await s.request(
      'GET',
      `${M}/admin/custom-fields?filter=${encodeURIComponent('{"entity":"user"}')}&range=${encodeURIComponent('[0,9]')}`,
      { token: admin }
    )
    expect(simple.headers.get('content-range')).toBe('custom-fields 0-0/1')
    expect((await s.request('GET', `${M}/admin/custom-fields/${field.id}`, { token: admin })).body).toEqual(field)
    const patched = await s.request('PATCH', `${M}/custom-fields/${field.id}`, {
      token: admin,
      body: { label: 'Record label', description: 'Who released it', required: true }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      key: 'labelName',
      type: 'string',
      label: 'Record label',
      description: 'Who released it',
      required: true
    })
    const retype = await s.request('PATCH', `${M}/custom-fields/${field.id}`, {
      token: admin,
      body: { type: 'number' }
    })
    expect(retype.body.type ?? retype.body.message).not.toBe('number')
    expect((await s.knex('custom_fields').where('id', field.id).first()).type).toBe('string')
    expect(
      (
        await s.request('PATCH', `${M}/custom-fields/00000000-0000-4000-8000-000000000000`, {
          token: admin,
          body: { label: 'x' }
        })
      ).status
    ).toBe(404)
  })

  it('deletes a field named in the body or the query, with its values; 404 when unknown', async () => {
    await create({ key: 'toDelete', label: 'Gone soon', entity: 'user', type: 'number' })
    await create({ key: 'alsoGone', label: 'Gone too', entity: 'user', type: 'boolean' })
    expect(
      (await s.request('PUT', values('user', 'u-delete'), { token: admin, body: { values: { toDelete: 3 } } })).status
    ).toBe(200)
    const byBody = await s.request('DELETE', `${M}/custom-fields`, {
      token: admin,
      body: { entity: 'user', key: 'toDelete' }
    })
    expect(byBody.status).toBe(200)
    expect(byBody.body).toMatchObject({ key: 'toDelete', entity: 'user' })
    expect((await s.request('GET', values('user', 'u-delete'), { token: admin })).body.values).toEqual({})
    expect(Number((await s.knex('custom_field_values').where('entityId', 'u-delete').count({ n: '*' }))[0].n)).toBe(0)
    const byQuery = await s.request('DELETE', `${M}/custom-fields?entity=user&key=alsoGone`, { token: admin })
    expect(byQuery.status).toBe(200)
    const again = await s.request('DELETE', `${M}/custom-fields`, {
      token: admin,
      body: { entity: 'user', key: 'alsoGone' }
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Custom field alsoGone does not exist for user')
    const missing = await s.request('DELETE', `${M}/custom-fields?entity=user`, { token: admin })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain("'key'")
  })

  it('stores values checked against their types, replacing the whole set, and refuses bad ones naming the key', async () => {
    const fields: Record<string, unknown>[] = [
      { key: 'bpm', label: 'Typical BPM', type: 'number' },
      { key: 'verifiedArtist', label: 'Verified artist', type: 'boolean' },
      { key: 'debut', label: 'Debut', type: 'date' },
      { key: 'website', label: 'Website', type: 'url' },
      { key: 'hometown', label: 'Hometown', type: 'string', required: true }
    ]
    for (const f of fields) expect((await create({ ...f, entity: 'room' })).status).toBe(201)
    const put = (body: unknown) => s.request('PUT', values('room', 'room-1'), { token: admin, body })
    const ok = await put({
      values: {
        bpm: 124,
        verifiedArtist: true,
        debut: '2019-04-12',
        website: 'https://djsol.example',
        hometown: 'Lagos'
      }
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({
      entity: 'room',
      entityId: 'room-1',
      values: {
        bpm: 124,
        debut: '2019-04-12',
        hometown: 'Lagos',
        verifiedArtist: true,
        website: 'https://djsol.example'
      }
    })

    const bad: [Record<string, unknown>, string][] = [
      [{ bpm: '124' }, "'values.bpm' must be a number"],
      [{ verifiedArtist: 'yes' }, "'values.verifiedArtist' must be true or false"],
      [{ debut: '12/04/2019' }, "'values.debut' must be a date"],
      [{ website: 'javascript:alert(1)' }, "'values.website' must be an http(s) URL"],
      [{ hometown: 42 }, "'values.hometown' must be a string"],
      [{ hometown: null }, "'values.hometown' is required"],
      [{ shoeSize: 44 }, "'values.shoeSize' is not a custom field of room"]
    ]
    for (const [change, message] of bad) {
      const res = await put({ values: { hometown: 'Accra', ...change } })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.message, JSON.stringify(change)).toContain(message)
    }
    expect((await s.request('GET', values('room', 'room-1'), { token: admin })).body.values.hometown).toBe('Lagos')

    const replaced = await put({ values: { hometown: 'Accra', debut: '2019-04-12T20:00:00+02:00', bpm: null } })
    expect(replaced.body.values).toEqual({ hometown: 'Accra', debut: '2019-04-12T18:00:00.000Z' })
    expect((await s.request('GET', values('room', 'room-2'), { token: admin })).body).toEqual({
      entity: 'room',
      entityId: 'room-2',
      values: {}
    })
  })

  it('guards every endpoint: 401 anonymous, 403 for a plain user', async () => {
    const id = (await create({ key: 'guarded', label: 'Guarded', entity: 'user', type: 'string' })).body.id
    const calls: [string, string, unknown][] = [
      ['POST', `${M}/custom-fields`, { key: 'x', label: 'x', entity: 'user', type: 'string' }],
      ['DELETE', `${M}/custom-fields?entity=user&key=guarded`, undefined],
      ['GET', `${M}/admin/custom-fields`, undefined],
      ['GET', `${M}/admin/custom-fields/${id}`, undefined],
      ['PATCH', `${M}/custom-fields/${id}`, { label: 'x' }],
      ['GET', values('user', 'someone'), undefined],
      ['PUT', values('user', 'someone'), { values: {} }]
    ]
    for (const [method, path, body] of calls) {
      expect((await s.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await s.request(method, path, { token: user, body })).status, `${method} ${path}`).toBe(403)
    }
    expect(await s.knex('custom_fields').where('key', 'guarded').first()).toBeTruthy()
  })
})
