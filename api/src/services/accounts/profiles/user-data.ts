import {
  streamingProviders,
  type AudioQuality,
  type UserData,
  type UserDataUpdate,
  type UserMusicProvider
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { usersService, type UserRow } from '../users/entity.ts'
import { existingUser } from './public-profiles.ts'

/** The users columns behind a user's data. */
type UserDataRow = UserRow & {
  musicProviders: UserMusicProvider[]
  allowExplicitAudio: boolean
  audioQuality: AudioQuality
  appleStorefrontId: string
}

const toUserData = (user: UserDataRow): UserData => ({
  musicProviders: user.musicProviders,
  settings: {
    allowExplicitAudio: user.allowExplicitAudio,
    audioQuality: user.audioQuality,
    appleStorefrontId: user.appleStorefrontId
  }
})

const isStreaming = (provider: UserMusicProvider) => streamingProviders.includes(provider)

/**
 * Seed 002 §9: streaming-class providers (apple, spotify, youtube) come first, and a user may have only one of them.
 */
export function orderMusicProviders(providers: UserMusicProvider[]): UserMusicProvider[] {
  const streaming = providers.filter(isStreaming)
  if (streaming.length > 1) {
    const message = `may hold only one of ${streamingProviders.join(', ')}`
    throw new BadRequest(`Invalid body: 'musicProviders' ${message}`, {
      errors: [{ field: 'musicProviders', message }]
    })
  }
  return [...streaming, ...providers.filter((p) => !isStreaming(p))]
}

/** The caller's providers and settings. */
export const readUserData = async ({ app, caller }: Call) =>
  toUserData((await existingUser(app, caller!.id)) as UserDataRow)

/** Replaces the provider list when given, and changes the given settings. */
export async function updateUserData({ app, caller, body }: Call<unknown, unknown, UserDataUpdate>) {
  const patch: Record<string, unknown> = { ...body.settings, updatedAt: new Date() }
  // jsonb: an array must reach the driver as JSON text, not as a PostgreSQL array.
  if (body.musicProviders) patch.musicProviders = JSON.stringify(orderMusicProviders(body.musicProviders))
  return toUserData((await usersService(app).patch(caller!.id, patch)) as UserDataRow)
}

/** What the caller's account may do beyond the basics. */
export async function ownCapabilities({ app, caller }: Call) {
  const user = await existingUser(app, caller!.id)
  return { userUuid: user.id, capabilities: user.capabilities }
}
