import type { SongData } from '@spinroom/schemas'
import { findOrCreateSong } from '../../src/services/playlists/songs/catalogue.ts'
import type { SongRow } from '../../src/services/playlists/songs/entity.ts'
import type { TestServer } from '../helpers/server.ts'

export const P = '/api/playlist-service'

/** Headers of a fresh service API key (created by an admin). */
export async function serviceHeaders(s: TestServer, adminToken: string): Promise<Record<string, string>> {
  const key = await s.request('POST', '/api/user-service/admin/api-keys', {
    token: adminToken,
    body: { name: `catalogue-${Date.now()}-${Math.random()}` }
  })
  if (key.status !== 201) throw new Error(`api key: ${key.status} ${JSON.stringify(key.body)}`)
  return { 'x-api-key': key.body.secret }
}

/** Puts a song into the catalogue the one way songs enter it. */
export const catalogue = (s: TestServer, data: Partial<SongData> & Pick<SongData, 'trackName' | 'artistName'>) =>
  s.knex.transaction((trx) => findOrCreateSong(trx, { duration: 200, ...data })) as Promise<SongRow>
