import type { Endpoint } from '../../lib/endpoint.ts'

/** Passwords and e-mail addresses, with the mail outbox. */
export const credentialEndpoints: Endpoint[] = []
