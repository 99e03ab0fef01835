import type { Product } from '@spinroom/schemas'

/**
 * The plans a `subscribe-plan/{plan}` link names (seed 002 §2). The seed does not say what `{plan}` holds, so both
 * readings are taken: a plan's product id, or the level it grants (`PLATINUM`, `double-platinum`, any case), which
 * names every active plan of that level (monthly and yearly, say).
 */
export function plansNamed(plans: readonly Product[], plan: string): Product[] {
  const byId = plans.filter((p) => p.id === plan)
  if (byId.length) return byId
  const level = plan.trim().toUpperCase().replace(/-/g, '_')
  return plans.filter((p) => p.subscriptionLevel === level)
}
