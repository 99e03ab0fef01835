import type { Knex } from 'knex'

/** Keeps a music analysis (Cyanite's) on its catalogue song. */
export async function storeAnalysis(knex: Knex, songId: string, analysis: object): Promise<void> {
  await knex('songs')
    .where({ id: songId })
    .update({ analysis: JSON.stringify(analysis), updatedAt: new Date() })
}

/** Gives every catalogue song's `provider` link that starts with `from` the prefix `to`; answers how many changed. */
export function moveLinks(knex: Knex, provider: string, from: string, to: string): Promise<number> {
  // One statement: every matching link gets the new prefix, or none does.
  return knex('songs')
    .whereRaw('left("links"->>?, length(?)) = ?', [provider, from, from])
    .update({
      links: knex.raw('jsonb_set("links", array[?]::text[], to_jsonb(?::text || substr("links"->>?, length(?) + 1)))', [
        provider,
        to,
        provider,
        from
      ]),
      updatedAt: new Date()
    })
}
