import type { Application } from '../../../declarations.ts'
import { BadRequest } from '../../../errors.ts'
import { checkOutboundUrl, literalAddress, OutboundRefused, resolvePublic } from '../../../lib/outbound-url.ts'

// The name does not exist: nothing could be delivered there. Other look-up failures pass; sending checks again.
const UNKNOWN_NAME = new Set(['ENOTFOUND', 'ENODATA'])

const refuse = (reason: string) => {
  const message = `is refused: ${reason}; push goes to public push services over https only`
  return new BadRequest(`Invalid body: 'endpoint' ${message}`, { errors: [{ field: 'endpoint', message }] })
}

/** A browser subscription's endpoint, refused (400) unless it is https at a public address or an allowed host. */
export async function checkPushEndpoint(app: Application, endpoint: string): Promise<void> {
  try {
    const { url, trusted } = checkOutboundUrl(endpoint, app.get('config').outboundAllowedHosts)
    if (!trusted && !literalAddress(url)) await resolvePublic(url.hostname)
  } catch (error) {
    if (error instanceof OutboundRefused) throw refuse(error.reason)
    const code = (error as NodeJS.ErrnoException).code
    if (!code) throw error
    if (UNKNOWN_NAME.has(code)) throw refuse(`${new URL(endpoint).hostname} does not resolve`)
  }
}
