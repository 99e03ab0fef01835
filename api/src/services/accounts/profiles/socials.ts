import { socialNetworks, socialPatterns, type UserSocials } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { usersService } from '../users/entity.ts'
import { toPublicProfile } from './public-profiles.ts'

/**
 * Sets the given networks (handle or profile URL; null or '' clears); all are checked
 * before any is written.
 */
export async function updateSocials({ app, caller, body }: Call<unknown, unknown, UserSocials>) {
  const patch: Record<string, string | null> = {}
  for (const network of socialNetworks) {
    if (!(network in body)) continue
    const value = body[network]?.trim() || null
    if (value && !socialPatterns[network].test(value)) {
      const message = `must be a ${network} handle or profile URL`
      throw new BadRequest(`Invalid body: '${network}' ${message}`, { errors: [{ field: network, message }] })
    }
    // Handles are stored without their @, so clients can build links the same way for everyone.
    patch[network] = value && !value.includes('/') ? value.replace(/^@/, '') : value
  }
  const updated = await usersService(app).patch(caller!.id, { ...patch, updatedAt: new Date() })
  return toPublicProfile(updated)
}
