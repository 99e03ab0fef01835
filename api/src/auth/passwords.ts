import argon2 from 'argon2'
import type { PasswordHashing } from '../configuration.ts'

// The process's cost of new hashes (argon2's own defaults until the app sets its configuration's).
let options: argon2.HashOptions = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3 }
let decoy: Promise<string> | undefined

/** Sets the cost of the hashes this process makes from now on; hashes made at another cost still verify. */
export function setPasswordHashing({ memoryKib, passes }: PasswordHashing): void {
  if (memoryKib === options.memoryCost && passes === options.timeCost) return
  options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: passes }
  decoy = undefined
}

/** A slow, salted hash (argon2id). */
export const hashPassword = (password: string) => argon2.hash(password, options)

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    // Verifying against a real hash of the same cost when the account is unknown keeps the answer time the same.
    await argon2.verify(await (decoy ??= hashPassword('decoy-password-for-timing')), password).catch(() => false)
    return false
  }
  return argon2.verify(hash, password).catch(() => false)
}
