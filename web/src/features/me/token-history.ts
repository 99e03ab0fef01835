import type { TokenTransactionType } from '@spinroom/schemas'

/** Who wrote a ledger row, in a user's words (its `source` is user:<id>, service:<key> or system:<what>). */
export type TokenSource = 'you' | 'staff' | 'service' | 'spinroom'

export function readSource(source: string, ownId: string): TokenSource {
  const [kind, id] = source.split(':', 2)
  if (kind === 'user') return id === ownId ? 'you' : 'staff'
  if (kind === 'service') return 'service'
  return 'spinroom'
}

/**
 * What a row did to the balance: a credit adds, a hold sets tokens aside, a voided hold gives them back, and a commit
 * only turns a hold (already taken from the balance) into a spend.
 */
export function balanceEffect(type: TokenTransactionType, amount: number): number {
  if (type === 'credit' || type === 'voided') return amount
  if (type === 'hold') return -amount
  return 0
}

/** The consumable a purchase row was for: the ledger writes its reason as `consumable <id>`. */
export function purchasedConsumable(reason: string | null): string | null {
  return /^consumable ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(reason ?? '')?.[1] ?? null
}
