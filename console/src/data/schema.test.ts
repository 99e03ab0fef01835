import { describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { pickBySchema, propertiesOf } from './schema.ts'

const { payments, points, rooms } = routes

describe('propertiesOf', () => {
  it("reads an object schema's properties, and none from no schema", () => {
    expect(Object.keys(propertiesOf(points.createSeason.body))).toEqual(['seasonName', 'seasonStart', 'seasonEnd'])
    expect(propertiesOf(undefined)).toEqual({})
  })
})

describe('pickBySchema: a form record as the body its route declares', () => {
  it('keeps the declared fields and leaves the rest of the record home', () => {
    const record = { id: 'p1', name: 'Gold', price: 500, currency: 'usd', createdAt: '2026-01-01T00:00:00.000Z' }
    expect(pickBySchema(payments.createProduct.body, record)).toEqual({ name: 'Gold', price: 500, currency: 'usd' })
  })

  it('coerces form text: digits to integers, instants to ISO, empty text to null where null is allowed', () => {
    const form = { price: '1250', description: '', tokenBundleId: '', name: 'Gold' }
    expect(pickBySchema(payments.createProduct.body, form)).toEqual({
      price: 1250,
      description: null,
      tokenBundleId: null,
      name: 'Gold'
    })
    const season = { seasonName: 'Spring', seasonStart: '2026-03-01T10:00', seasonEnd: '2026-06-01T10:00' }
    expect(pickBySchema(points.createSeason.body, season)).toEqual({
      seasonName: 'Spring',
      seasonStart: new Date('2026-03-01T10:00').toISOString(),
      seasonEnd: new Date('2026-06-01T10:00').toISOString()
    })
  })

  it('leaves text that is not a number as typed (the API names the field in its 400)', () => {
    expect(pickBySchema(payments.createProduct.body, { price: '12.50' })).toEqual({ price: '12.50' })
  })

  it('drops a null the schema does not allow, and an undefined', () => {
    const body = pickBySchema(rooms.updateRoomAdmin.body, { name: null, description: null, vibe: undefined })
    expect(body).toEqual({ description: null })
  })
})
