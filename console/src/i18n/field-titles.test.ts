import { Type } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { fieldTitle, titlesOf } from './field-titles.ts'

describe("a field's title, the label no translation names", () => {
  it('is read from a property, through a nullable union and a page of records', () => {
    const record = Type.Object({
      plain: Type.String({ title: 'Plain' }),
      nullable: Type.Union([Type.String({ title: 'Nullable', format: 'uri' }), Type.Null()]),
      untitled: Type.String()
    })
    const page = Type.Object({ data: Type.Array(record), total: Type.Integer() })
    expect(Object.fromEntries(titlesOf(page))).toEqual({ plain: 'Plain', nullable: 'Nullable' })
  })

  it("answers a resource field's key from the schemas of the routes serving the resource", () => {
    expect(fieldTitle('resources.events.fields.externalUrl')).toBe('External URL')
    expect(fieldTitle('resources.events.fields.name')).toBeUndefined()
    expect(fieldTitle('resources.no-such-resource.fields.name')).toBeUndefined()
    expect(fieldTitle('spinroom.events.state')).toBeUndefined()
  })
})
