import type { PlaylistCard } from '@spinroom/schemas'
import type { Knex } from 'knex'
import { invalidBodyField } from '../../../errors.ts'
import type { CrateRow } from '../../playlists/crates/entity.ts'
import { crateView } from '../../playlists/crates/view.ts'

/** The card of a crate shared in chat, from the crate itself; the queue and likes are private and cannot be shared. */
export async function playlistCard(knex: Knex, crateUuid: string, sharerUuid: string): Promise<PlaylistCard> {
  const row: CrateRow | undefined = await knex('crates').where('id', crateUuid).first()
  if (!row || row.special) throw invalidBodyField('playlist.crateUuid', 'is not a crate others can open')
  const crate = await crateView(knex, row)
  const source = row.importSource as { musicProvider?: string } | null
  return {
    crateName: crate.crateName,
    crateUuid: crate.crateUuid,
    provider: source?.musicProvider ?? null,
    thumbnails: crate.thumbnails,
    userUuid: crate.userUuid,
    totalSongs: crate.crateSongsNumber,
    isCurrentUserPlaylist: crate.userUuid === sharerUuid
  }
}
