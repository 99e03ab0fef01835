import { badges as allBadges, type BadgesChange } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { usersEntity, usersService } from '../users/entity.ts'
import { existingUser } from './public-profiles.ts'

type Badge = (typeof allBadges)[number]

async function changeBadges({ app, body }: Call<unknown, unknown, BadgesChange>, next: (current: Set<Badge>) => void) {
  const user = await existingUser(app, body.userUuid)
  const set = new Set(user.badges)
  next(set)
  // Kept in the catalogue's order, so the same badges always read the same.
  const badges = allBadges.filter((b) => set.has(b))
  const updated = await usersService(app).patch(user.id, {
    badges: JSON.stringify(badges),
    updatedAt: new Date()
  })
  return usersEntity.external(updated)
}

/** Adds badges to an account (already held ones are kept once). */
export const addBadges = (call: Call<unknown, unknown, BadgesChange>) =>
  changeBadges(call, (set) => call.body.badges.forEach((b) => set.add(b)))

/** Removes badges from an account (absent ones are ignored). */
export const removeBadges = (call: Call<unknown, unknown, BadgesChange>) =>
  changeBadges(call, (set) => call.body.badges.forEach((b) => set.delete(b)))
