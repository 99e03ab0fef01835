import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from './common.ts'
import { audioQualities, type AudioQuality } from './accounts/user-data.ts'

/**
 * What the player keeps in the browser's localStorage, under seed 002 §3's store names and fields. Each store is kept
 * as a persisted store writes it, `{"state": {…}, "version": 0}`; a flat object of the same fields is read as well.
 */
export const coreStorageName = 'core-storage'
export const currentDancefloorName = 'currentDancefloor'
export const playerStorageVersion = 0

/** Seed 002 §4 and §9: medium by default, and always medium for a listener who is not logged in. */
export const DEFAULT_AUDIO_QUALITY: AudioQuality = 'medium'
export const DEFAULT_APPLE_STOREFRONT = 'us'

/** `core-storage`: the session's token and what follows from it, and the playback settings. */
export const CoreStorageSchema = Type.Object({
  token: Nullable(Type.String({ description: 'the access token (a JWT), null when signed out' })),
  isLoggedIn: Type.Boolean({ description: "the token's type claim is user (seed 002 §5)" }),
  userUuid: Nullable(Type.String({ description: "the signed-in user's id, null for a guest or no one" })),
  audioQuality: StringEnum(audioQualities),
  appleStorefrontId: Type.String({ description: "Apple Music storefront, 'us' until the user's settings say" })
})
export type CoreStorage = Static<typeof CoreStorageSchema>

/** `currentDancefloor`: the room the player is in, so that a reload goes back into it (password included). */
export const CurrentDancefloorSchema = Type.Object({
  slug: Nullable(Type.String()),
  password: Nullable(Type.String({ description: 'the room password (a guest’s guest password) it was joined with' })),
  error: Nullable(Type.String({ description: 'why the last attempt to get back in failed' })),
  lastConnection: Nullable(Type.Number({ description: 'when it was last joined, in ms since 1970' }))
})
export type CurrentDancefloor = Static<typeof CurrentDancefloorSchema>
