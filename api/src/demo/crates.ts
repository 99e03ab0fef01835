import type { SongData } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { createCrate, specialCrate } from '../services/playlists/crates/crates.ts'
import { addSongs } from '../services/playlists/crates/songs.ts'
import type { ProviderFinds } from './provider-songs.ts'

/** Which demo songs (by index in the uploads' twelve demo tunes) each demo DJ keeps, in which crate. */
const plans: Record<string, { crates: Record<string, number[]>; queue: number[]; likes: number[] }> = {
  djkai: {
    crates: { 'Warm-up': [1, 3, 6, 10], 'Peak Time': [4, 11, 0, 5, 9] },
    queue: [4, 0, 11, 5],
    likes: [0, 4, 7]
  },
  ana: { crates: { 'Sunday Morning': [3, 6, 2, 10] }, queue: [2, 10], likes: [1, 8, 10] },
  ben: { crates: { 'Late Night Jazz': [7, 2, 11] }, queue: [7], likes: [7, 9] },
  cleo: { crates: { 'Road Trip': [9, 1, 8, 6], Focus: [0, 5, 11] }, queue: [8, 1], likes: [5, 6] }
}

/** The demo DJ whose crates also hold the songs found at the configured music providers. */
const PROVIDER_PICKER = 'djkai'

/**
 * Crates, queues and likes for the demo DJs over the demo songs (playable once their transcode ends), and a crate of
 * the songs found at the configured providers, written through the crates' own code (events and all).
 */
export async function seedCrates(
  app: Application,
  users: UserRow[],
  songs: SongData[],
  found: ProviderFinds = { names: [], songs: [] }
): Promise<void> {
  const knex = app.get('knex')
  const pick = (indexes: number[]) => indexes.flatMap((i) => (songs[i] ? [songs[i]] : []))
  for (const user of users) {
    const plan = user.nickname ? plans[user.nickname] : undefined
    if (!plan) continue
    for (const [crateName, songs] of Object.entries(plan.crates)) {
      const crate = await createCrate(app, user.id, { crateName })
      await addSongs(app, crate.crateUuid, pick(songs))
    }
    await addSongs(app, (await specialCrate(knex, user.id, 'queue')).id, pick(plan.queue))
    await addSongs(app, (await specialCrate(knex, user.id, 'likes')).id, pick(plan.likes))
    if (user.nickname === PROVIDER_PICKER && found.songs.length) {
      const crate = await createCrate(app, user.id, { crateName: `Picks from ${found.names.join(', ')}` })
      await addSongs(app, crate.crateUuid, found.songs)
    }
  }
}
