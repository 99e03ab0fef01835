import type { Endpoint } from '../../lib/endpoint.ts'

/** Moderation: kick, bans, roles, capabilities, badges, comments. */
export const moderationEndpoints: Endpoint[] = []
