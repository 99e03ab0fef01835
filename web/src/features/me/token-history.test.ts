import { describe, expect, it } from 'vitest'
import { balanceEffect, purchasedConsumable, readSource } from './token-history.ts'

describe('token history', () => {
  it('names who wrote a row', () => {
    expect(readSource('user:me-1', 'me-1')).toBe('you')
    expect(readSource('user:admin-7', 'me-1')).toBe('staff')
    expect(readSource('service:key-3', 'me-1')).toBe('service')
    expect(readSource('system:demo', 'me-1')).toBe('spinroom')
  })

  it('counts holds against the balance once: commits move nothing, voids give back', () => {
    expect([
      balanceEffect('credit', 100),
      balanceEffect('hold', 50),
      balanceEffect('commit', 50),
      balanceEffect('voided', 5)
    ]).toEqual([100, -50, 0, 5])
  })

  it('finds the consumable a purchase was for', () => {
    expect(purchasedConsumable('consumable 02b98251-a56c-46a6-95ac-4bde98c67e39')).toBe(
      '02b98251-a56c-46a6-95ac-4bde98c67e39'
    )
    expect(purchasedConsumable('Welcome bonus')).toBeNull()
    expect(purchasedConsumable(null)).toBeNull()
  })
})
