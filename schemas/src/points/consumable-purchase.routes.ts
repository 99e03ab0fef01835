import { ConsumablePurchaseDataSchema, ConsumablePurchaseResultSchema } from './consumable-purchase.ts'
import { routeGroup } from '../route.ts'

/** Buying a consumable with tokens. */
export const consumablePurchaseRoutes = routeGroup({
  purchaseConsumable: {
    method: 'POST',
    path: '/api/v1/consumable-purchases',
    access: 'user',
    status: 201,
    tags: ['consumables'],
    body: ConsumablePurchaseDataSchema,
    result: ConsumablePurchaseResultSchema,
    summary: 'buy a consumable with tokens (hold, then commit, in one database statement)',
    description:
      "The account must be the caller's (403). 404 Consumable not found; 409 Token cost has changed; 409 Token balance changed since it was shown (balanceUnmodifiedSince, lastTokenBalance); 409 Insufficient token balance; 409 Token account is disabled. A free consumable (tokenCost 0) is bought with the same checks but no hold or commit (holdId and commitId null, balance untouched). The room's channel gets `consumablePurchased` on api/merch-service/consumable-purchase-events; the buyer gets the account's `patched` event when the balance moved."
  }
})
