import type { SongData } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { createCrate, specialCrate } from '../services/playlists/crates/crates.ts'
import { addSongs } from '../services/playlists/crates/songs.ts'

/** Catalogue songs of the demo crates (metadata only: the uploads' playable songs join them later). */
const demoSongs: SongData[] = [
  {
    trackName: 'Neon Tide',
    artistName: 'Mara Vell',
    duration: 214,
    genre: 'Synthwave',
    albumName: 'Night Shift',
    releaseYear: 2021
  },
  {
    trackName: 'Paper Moons',
    artistName: 'The Lanterns',
    duration: 187,
    genre: 'Indie Pop',
    albumName: 'Paper Moons',
    releaseYear: 2019
  },
  {
    trackName: 'Slow Burn',
    artistName: 'Oskar Day',
    duration: 243,
    genre: 'Soul',
    albumName: 'Embers',
    releaseYear: 2018
  },
  {
    trackName: 'Glasshouse',
    artistName: 'Juniper & Rye',
    duration: 198,
    genre: 'Folk',
    albumName: 'Greenroom',
    releaseYear: 2022
  },
  {
    trackName: 'Afterimage',
    artistName: 'Kilo Bloom',
    duration: 276,
    genre: 'House',
    albumName: 'Afterimage EP',
    releaseYear: 2023
  },
  {
    trackName: 'Low Orbit',
    artistName: 'Mara Vell',
    duration: 229,
    genre: 'Synthwave',
    albumName: 'Night Shift',
    releaseYear: 2021
  },
  {
    trackName: 'Tin Roof Rain',
    artistName: 'Delia Hart',
    duration: 181,
    genre: 'Country',
    albumName: 'Porchlight',
    releaseYear: 2017
  },
  {
    trackName: 'Sidewinder',
    artistName: 'Brass Fiction',
    duration: 305,
    genre: 'Jazz',
    albumName: 'Live at the Annex',
    releaseYear: 2016
  },
  {
    trackName: 'Copper Sky',
    artistName: 'The Lanterns',
    duration: 205,
    genre: 'Indie Pop',
    albumName: 'Paper Moons',
    releaseYear: 2019
  },
  {
    trackName: 'Static Heart',
    artistName: 'Volt Kid',
    duration: 167,
    genre: 'Punk',
    albumName: 'Short Circuit',
    releaseYear: 2020
  },
  {
    trackName: 'Marigold',
    artistName: 'Sofi Alar',
    duration: 222,
    genre: 'R&B',
    albumName: 'Marigold',
    releaseYear: 2024
  },
  {
    trackName: 'Deep Blue Hour',
    artistName: 'Kilo Bloom',
    duration: 318,
    genre: 'House',
    albumName: 'Afterimage EP',
    releaseYear: 2023
  }
]

/** Which songs (by index in demoSongs) each demo DJ keeps, in which crate. */
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

/** Crates, queues and likes for the demo DJs, written through the crates' own code (events and all). */
export async function seedCrates(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const pick = (indexes: number[]) => indexes.map((i) => demoSongs[i]!)
  for (const user of users) {
    const plan = user.nickname ? plans[user.nickname] : undefined
    if (!plan) continue
    for (const [crateName, songs] of Object.entries(plan.crates)) {
      const crate = await createCrate(app, user.id, { crateName })
      await addSongs(app, crate.crateUuid, pick(songs))
    }
    await addSongs(app, (await specialCrate(knex, user.id, 'queue')).id, pick(plan.queue))
    await addSongs(app, (await specialCrate(knex, user.id, 'likes')).id, pick(plan.likes))
  }
}
