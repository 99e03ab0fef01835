import type { TokenPayload } from '@spinroom/schemas'

/** The id of the signed-in user a token names; null for a guest, a bot or no token. */
export function userIdOf(accessToken: string | null): string | null {
  const claims = decodeToken(accessToken ?? '')
  return claims.type === 'user' && claims.sub ? claims.sub : null
}

/** Claims of a JWT, read without verifying it (the server verifies; we only display). */
export function decodeToken(accessToken: string): Partial<TokenPayload> {
  try {
    const payload = accessToken.split('.')[1] ?? ''
    const binary = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '=')
    )
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
    return typeof claims === 'object' && claims !== null ? (claims as Partial<TokenPayload>) : {}
  } catch {
    return {}
  }
}
