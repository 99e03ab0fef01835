import argon2 from 'argon2'

/** A slow, salted hash (argon2id). */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id })

// Verifying against a real hash when the account is unknown keeps the answer time the same.
const decoy = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id })

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await decoy, password).catch(() => false)
    return false
  }
  return argon2.verify(hash, password).catch(() => false)
}
