import { createHash } from 'node:crypto'
import type { Knex } from 'knex'

const SWEEP_MS = 10 * 60_000
const sweptAt = new WeakMap<Knex, number>()

/** A token is kept only as its hash: the table must not hand out live credentials. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** The rooms a token's connections were in, while the token is valid. */
export async function roomsToResume(knex: Knex, hash: string): Promise<string[]> {
  const rows = await knex('primus_resumes').where({ tokenHash: hash }).andWhere('expiresAt', '>', new Date())
  return rows.map((row: { roomUuid: string }) => row.roomUuid)
}

export async function rememberRoom(knex: Knex, hash: string, roomUuid: string, expiresAt: Date): Promise<void> {
  await knex('primus_resumes')
    .insert({ tokenHash: hash, roomUuid, expiresAt })
    .onConflict(['tokenHash', 'roomUuid'])
    .merge(['expiresAt'])
  if (Date.now() - (sweptAt.get(knex) ?? 0) < SWEEP_MS) return
  sweptAt.set(knex, Date.now())
  await knex('primus_resumes').where('expiresAt', '<=', new Date()).delete()
}

export async function forgetRoom(knex: Knex, hash: string, roomUuid: string): Promise<void> {
  await knex('primus_resumes').where({ tokenHash: hash, roomUuid }).delete()
}
