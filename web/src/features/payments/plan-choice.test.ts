import { describe, expect, it } from 'vitest'
import type { Product } from '@spinroom/schemas'
import { plansNamed } from './plan-choice.ts'

const plan = (id: string, subscriptionLevel: Product['subscriptionLevel'], interval: Product['interval']) =>
  ({ id, subscriptionLevel, interval, paymentType: 'recurring' }) as Product

const monthly = plan('6f0e8a52-1c1f-4d4b-9a51-0c7c2b7d0a01', 'PLATINUM', 'month')
const yearly = plan('6f0e8a52-1c1f-4d4b-9a51-0c7c2b7d0a02', 'PLATINUM', 'year')
const double = plan('6f0e8a52-1c1f-4d4b-9a51-0c7c2b7d0a03', 'DOUBLE_PLATINUM', 'month')
const plans = [monthly, yearly, double]

describe('plansNamed (seed 002 §2: subscribe-plan/{plan})', () => {
  it('reads {plan} as a plan’s product id', () => {
    expect(plansNamed(plans, yearly.id)).toEqual([yearly])
  })

  it('reads {plan} as the level a plan grants, in any case and with dashes', () => {
    expect(plansNamed(plans, 'PLATINUM')).toEqual([monthly, yearly])
    expect(plansNamed(plans, 'double-platinum')).toEqual([double])
    expect(plansNamed(plans, 'Double_Platinum')).toEqual([double])
  })

  it('names nothing for an unknown plan', () => {
    expect(plansNamed(plans, 'gold')).toEqual([])
    expect(plansNamed(plans, '')).toEqual([])
  })
})
