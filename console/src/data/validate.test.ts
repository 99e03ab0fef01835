import { describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from './validate.ts'

/** The first message a field's validators give a value, as react-admin's form shows it (none: valid). */
const check = (validators: ReturnType<typeof schemaValidators>, field: string, value: unknown) => {
  for (const validate of validators[field] ?? []) {
    const message = validate(value, {}, {})
    if (message) return message
  }
  return undefined
}

describe("a form's validators, read from its route's body schema", () => {
  const product = schemaValidators(routes.payments.createProduct.body)

  it('asks for the required fields only', () => {
    expect(check(product, 'name', '')).toEqual('ra.validation.required')
    expect(check(product, 'description', '')).toBeUndefined()
  })

  it('checks lengths, bounds and numbers', () => {
    expect(check(product, 'name', 'x'.repeat(101))).toMatchObject({ message: 'ra.validation.maxLength' })
    expect(check(product, 'name', 'x'.repeat(100))).toBeUndefined()
    expect(check(product, 'price', -1)).toMatchObject({ message: 'ra.validation.minValue' })
    expect(check(product, 'price', 'ten')).toEqual('ra.validation.number')
    expect(check(product, 'price', 1250)).toBeUndefined()
  })

  it("checks a pattern, with the form's own message where it gives one", () => {
    expect(check(product, 'currency', 'usd')).toBeUndefined()
    expect(check(product, 'currency', 'dollars')).toMatchObject({ message: 'ra.validation.regex' })
    const worded = schemaValidators(routes.payments.createProduct.body, { currency: 'spinroom.products.currency' })
    expect(check(worded, 'currency', 'dollars')).toMatchObject({ message: 'spinroom.products.currency' })
  })

  it('reads the rules of a nullable field through its union', () => {
    expect(check(product, 'appleProductId', 'x'.repeat(201))).toMatchObject({ message: 'ra.validation.maxLength' })
  })

  it('gives a field for each property, none without a schema', () => {
    expect(Object.keys(product)).toContain('active')
    expect(schemaValidators(undefined)).toEqual({})
  })
})
