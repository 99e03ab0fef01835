import type { Endpoint } from '../../lib/endpoint.ts'

/** Profiles, user data, socials and deactivation. */
export const profileEndpoints: Endpoint[] = []
