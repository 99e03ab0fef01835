import type { SongData } from '@spinroom/schemas'
import { findOrCreateSong } from '../../src/services/songs/catalogue/catalogue.ts'
import type { SongRow } from '../../src/services/songs/catalogue/entity.ts'
import type { TestServer } from '../helpers/server.ts'

export const P = '/api/playlist-service'

/** Puts a song into the catalogue the one way songs enter it. */
export const catalogue = (s: TestServer, data: Partial<SongData> & Pick<SongData, 'trackName' | 'artistName'>) =>
  s.knex.transaction((trx) => findOrCreateSong(trx, { duration: 200, ...data })) as Promise<SongRow>
