import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { loadSharp } from '../lib/sharp.ts'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { storeFile } from '../lib/stored-files.ts'
import { buyConsumable } from '../services/points/token-ledger/purchases.ts'
import { openAccount, settleHold, writeEntry } from '../services/points/token-ledger/ledger.ts'

/** The room the demo purchase was made in (rooms arrive with the room service; the purchase only keeps its uuid). */
const DEMO_ROOM = '5e1f0c2a-7d3b-4c8e-9a61-2b4d6f8a0c1e'
const SOURCE = 'system:demo'
const BUNDLE_BUYERS = ['ana', 'ben', 'djkai']

/** A flat drawing for a demo consumable: a cover banner or a small round sticker. */
async function drawing(kind: 'cover' | 'small'): Promise<Buffer> {
  const svg =
    kind === 'cover'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7c4dff"/><stop offset="1" stop-color="#ff4f8b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="120" fill="#ffffff">LASERS</text></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="120" fill="#ffab00"/><polygon points="128,40 152,104 220,104 166,144 186,210 128,170 70,210 90,144 36,104 104,104" fill="#ffffff"/></svg>`
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer()
}

/** The affordable catalogue, dearest first; two demo consumables (a cover and a small one) when there is none. */
async function demoConsumables(knex: Knex): Promise<{ id: string; tokenCost: number }[]> {
  // Only what a demo balance can pay for (and a hold needs a positive amount).
  const existing: { id: string; tokenCost: number }[] = await knex('consumables')
    .whereBetween('tokenCost', [1, 200])
    .orderBy('tokenCost', 'desc')
    .select('id', 'tokenCost')
  if (existing.length) return existing
  const items = [
    {
      name: 'Laser show',
      description: 'A cover over the player for the length of a song',
      tokenCost: 50,
      displayType: 'cover' as const
    },
    { name: 'Applause', description: 'A small burst of claps for the DJ', tokenCost: 5, displayType: 'small' as const }
  ]
  const rows = []
  for (const item of items) {
    const image = await storeFile(knex, 'image/png', await drawing(item.displayType))
    rows.push({ id: randomUUID(), ...item, imageFileId: image.id, fileId: image.id })
  }
  await knex('consumables').insert(rows)
  return rows.map(({ id, tokenCost }) => ({ id, tokenCost }))
}

/** Token accounts for the demo users with a history written through the ledger: credits, a purchase, a voided hold. */
export async function seedTokens(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const catalogue = await demoConsumables(knex)
  const [dearest, cheapest] = [catalogue[0], catalogue[catalogue.length - 1]]
  const holdTtlSeconds = app.get('config').tokenHoldTtlSeconds
  const credit = (accountId: string, amount: number, reason: string) =>
    writeEntry(knex, accountId, { type: 'credit', amount, reason, source: SOURCE, holdTtlSeconds })
  for (const user of users.filter((u) => !u.roles.includes('admin'))) {
    const { account } = await openAccount(knex, user.id)
    await credit(account.id, 100, 'Welcome bonus')
    if (BUNDLE_BUYERS.includes(user.nickname)) await credit(account.id, 250, 'Token bundle: 250 tokens')
    if (user.nickname === 'ana') {
      await buyConsumable(knex, {
        accountId: account.id,
        buyerUuid: user.id,
        consumableId: dearest.id,
        tokenCost: dearest.tokenCost,
        roomUuid: DEMO_ROOM,
        source: `user:${user.id}`,
        holdTtlSeconds
      })
      const hold = await writeEntry(knex, account.id, {
        type: 'hold',
        amount: cheapest.tokenCost,
        reason: 'Tip to the DJ, cancelled',
        source: `user:${user.id}`,
        holdTtlSeconds
      })
      await settleHold(knex, hold.transaction.id, 'voided', `user:${user.id}`)
    }
  }
}
