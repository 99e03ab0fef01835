import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@spinroom/schemas'
import { at, callTo, fakeApi } from '../testing/fake-api.ts'
import { callers, signIn } from '../testing/signed-in.ts'
import { dataProvider } from './dataProvider.ts'

afterEach(() => void vi.unstubAllGlobals())

describe('create, update and delete: the route the registry names, a body of the fields it declares', () => {
  it('creates with the declared fields only, coerced to their schema', async () => {
    signIn(callers.admin)
    const sent = fakeApi((request) => ({ status: 201, body: { id: 'v1', ...(request.body as object) } }))
    const result = await dataProvider.create('vouchers', { data: { count: '3', note: 'launch', code: 'ignored' } })
    expect(sent.map(at)).toEqual([callTo(routes.accounts.createVouchers)])
    expect(sent[0]!.body).toEqual({ count: 3, note: 'launch' })
    expect(result).toEqual({ data: { id: 'v1', count: 3, note: 'launch' } })
  })

  it("applies a resource's own preparation (an avatar that is no season award keeps no season)", async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ status: 201, body: { id: 'a1' } }))
    const data = { slug: 'fox', name: 'Fox', avatarStatus: 'PUBLIC', seasonId: 's1', pointsThreshold: 10 }
    await dataProvider.create('avatars', { data })
    expect(sent[0]!.body).toMatchObject({ slug: 'fox', seasonId: null, pointsThreshold: null })
  })

  it("updates through the record's path (an avatar by its slug) and keeps the id in the answer", async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: { slug: 'fox', name: 'Red fox' } }))
    const previousData = { id: 'a1', slug: 'fox', name: 'Fox' }
    const result = await dataProvider.update('avatars', { id: 'a1', data: { name: 'Red fox' }, previousData })
    expect(sent.map(at)).toEqual([callTo(routes.points.updateAvatar, { slug: 'fox' })])
    expect(sent[0]!.body).toMatchObject({ name: 'Red fox', seasonId: null })
    expect(result.data).toEqual({ id: 'a1', slug: 'fox', name: 'Red fox' })
  })

  it('deletes with the body its route declares, read from the record, and answers the record when the API is silent', async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ status: 204 }))
    const previousData = { id: 'f1', entity: 'user', key: 'shirtSize', label: 'Shirt size' }
    expect(await dataProvider.delete('custom-fields', { id: 'f1', previousData })).toEqual({ data: previousData })
    expect(sent.map(at)).toEqual([callTo(routes.points.deleteCustomField)])
    expect(sent[0]!.body).toEqual({ entity: 'user', key: 'shirtSize' })
  })

  it('updates and deletes many one record at a time, answering their ids', async () => {
    signIn(callers.admin)
    const sent = fakeApi(() => ({ body: {} }))
    expect(await dataProvider.deleteMany('api-keys', { ids: ['k1', 'k2'] })).toEqual({ data: ['k1', 'k2'] })
    expect(await dataProvider.updateMany('token-accounts', { ids: ['t1'], data: { status: 'frozen' } })).toEqual({
      data: ['t1']
    })
    expect(sent.map(at)).toEqual([
      callTo(routes.accounts.revokeApiKey, { id: 'k1' }),
      callTo(routes.accounts.revokeApiKey, { id: 'k2' }),
      callTo(routes.points.updateTokenAccount, { id: 't1' })
    ])
    expect(sent[2]!.body).toEqual({ status: 'frozen' })
  })
})

describe('files', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' })

  it('uploads a file the body names first, and sends its id with the record', async () => {
    signIn(callers.admin)
    const sent = fakeApi((request) =>
      request.path.endsWith('/files') ? { status: 201, body: { id: 'file-9' } } : { status: 201, body: { id: 'c1' } }
    )
    await dataProvider.create('consumables', {
      data: { name: 'Confetti', tokenCost: '5', displayType: 'cover', image: png() }
    })
    expect(sent.map(at)).toEqual([callTo(routes.points.uploadConsumableFile), callTo(routes.points.createConsumable)])
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File)
    expect(sent[1]!.body).toEqual({ name: 'Confetti', tokenCost: 5, displayType: 'cover', imageFileId: 'file-9' })
  })

  it("uploads a file of the record's own route after saving it, and answers the record as the upload left it", async () => {
    signIn(callers.admin)
    const bundle = { id: 'b1', name: 'Small', tokens: 100 }
    const sent = fakeApi((request) => ({
      body: request.path.endsWith('/thumbnail') ? { ...bundle, thumbnailUrl: '/b1.webp' } : bundle
    }))
    const result = await dataProvider.update('token-bundles', {
      id: 'b1',
      data: { name: 'Small', thumbnail: png() },
      previousData: bundle
    })
    expect(sent.map(at)).toEqual([
      callTo(routes.points.updateTokenBundle, { id: 'b1' }),
      callTo(routes.points.uploadTokenBundleThumbnail, { id: 'b1' })
    ])
    expect((sent[1]!.body as FormData).get('thumbnail')).toBeInstanceOf(File)
    expect(result.data).toEqual({ ...bundle, thumbnailUrl: '/b1.webp' })
  })
})

describe('what the registry does not serve', () => {
  it('refuses an unknown resource, naming where resources are declared', () => {
    expect(() => dataProvider.getList('nope', {})).toThrow(
      'Unknown resource "nope": add it to console/src/resources/registry.ts'
    )
  })

  it('refuses a method the resource names no route for, before any request', async () => {
    signIn(callers.admin)
    const sent = fakeApi()
    await expect(dataProvider.update('vouchers', { id: 'v1', data: {}, previousData: { id: 'v1' } })).rejects.toThrow(
      '"vouchers" has no route for update'
    )
    await expect(dataProvider.getList('profiles', {})).rejects.toThrow('"profiles" has no route for getList')
    expect(sent).toEqual([])
  })
})
