import {
  specialCratePaths,
  type CrateRead,
  type crateRoutes,
  type CrateSongsPage,
  type SpecialCratePath,
  type specialCrateRoutes
} from '@spinroom/schemas'
import { NotFound } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import type { Handlers } from '../../../lib/domain.ts'
import {
  copyCrate,
  crateOwner,
  cratePage,
  createCrate,
  deleteCrate,
  findCrate,
  pageOf,
  patchCrate,
  readableCrate,
  specialCrate
} from './crates.ts'
import { addSongs, clearSongs, moveSong, removeSong, setCurrentPosition, shuffleSongs, songPage } from './songs.ts'
import { crateView } from './view.ts'
import type { CrateRow } from './entity.ts'
import { withPlayback } from '../../songs/catalogue/playback.ts'

type Paging = { limit?: number; offset?: number }

/** `self` routes about `{crateUuid}`: its owner passes (an admin too). */
const owner = ({ app, params }: Call<{ crateUuid: string }>) => crateOwner(app, params.crateUuid)

/** A page of a crate's songs, each with what its players need. */
async function songsPage(call: Call<unknown, Paging>, crate: CrateRow): Promise<CrateSongsPage> {
  const { limit, offset } = pageOf(call.query)
  const page = await songPage(call.app.get('knex'), crate.id, crate.songCount, limit, offset)
  return { ...page, data: page.data.map((entry) => withPlayback(call.app, entry)) }
}

const songsOf = async (call: Call<unknown, Paging>, crateId: string) =>
  songsPage(call, await findCrate(call.app.get('knex'), crateId))

/** A crate read: the crate and a page of its songs. */
const crateRead = async (call: Call<unknown, Paging>, crate: CrateRow): Promise<CrateRead> => ({
  ...(await crateView(call.app.get('knex'), crate)),
  songs: await songsPage(call, crate)
})

export const crateHandlers: Handlers<typeof crateRoutes> = {
  createCrate: ({ app, caller, body }) => createCrate(app, caller!.id, body),
  async copyCrate(call) {
    const { crate, created } = await copyCrate(call.app, call.caller!, call.params.crateId, call.body)
    if (!created) call.context.http = { ...call.context.http, status: 200 }
    return crate
  },
  listMyCrates: ({ app, caller, query }) => cratePage(app.get('knex'), { userId: caller!.id }, query),
  getCrate: async (call) =>
    crateRead(call, await readableCrate(call.app.get('knex'), call.caller, call.params.crateId)),
  listUserCratesService: ({ app, params, query }) =>
    cratePage(app.get('knex'), { userId: params.userUuid }, query, true),
  listUserCrates: ({ app, params, query }) => cratePage(app.get('knex'), { userId: params.userUuid }, query),
  async listCrateSongs(call) {
    const crate = await readableCrate(call.app.get('knex'), call.caller, call.params.crateUuid)
    return songsOf(call, crate.id)
  },
  addCrateSongs: {
    handler: ({ app, params, body }) => addSongs(app, params.crateUuid, body.songs, body.append),
    owner
  },
  setCrateCurrentPosition: {
    handler: ({ app, params, body }) => setCurrentPosition(app, params.crateUuid, body.currentPosition),
    owner
  },
  removeCrateSong: {
    handler: ({ app, params }) => removeSong(app, params.crateUuid, params.crateSongUuid),
    owner
  },
  moveCrateSong: {
    handler: ({ app, params, body }) => moveSong(app, params.crateUuid, params.crateSongUuid, body.newPosition),
    owner
  },
  deleteCrate: { handler: ({ app, params }) => deleteCrate(app, params.crateUuid), owner },
  updateCrate: { handler: ({ app, params, body }) => patchCrate(app, params.crateUuid, body), owner },
  shuffleCrate: { handler: ({ app, params }) => shuffleSongs(app, params.crateUuid), owner },
  listAllCratesService: ({ app, query }) => cratePage(app.get('knex'), {}, query, true),
  async listCrateSongsByShortIdService(call) {
    const row: { id: string } | undefined = await call.app
      .get('knex')('crates')
      .where('shortId', call.params.crateShortId)
      .first('id')
    if (!row) throw new NotFound('Crate not found')
    return songsOf(call, row.id)
  },
  addPlaylistTracks: {
    handler: ({ app, params, body }) =>
      addSongs(
        app,
        params.crateUuid,
        [body.songId].flat().map((songId) => ({ songId })),
        body.append
      ),
    owner
  }
}

/** The endpoints of one of the caller's special crates: the plain crate's implementation, on that crate. */
function specialHandlers(path: SpecialCratePath) {
  const special = specialCratePaths[path]
  const crateOf = async (call: Call) => (await specialCrate(call.app.get('knex'), call.caller!.id, special)).id
  return {
    crate: async (call: Call<unknown, Paging>) =>
      crateRead(call, await specialCrate(call.app.get('knex'), call.caller!.id, special)),
    songs: async (call: Call<unknown, Paging>) => songsOf(call, await crateOf(call)),
    add: async (call: Call<unknown, unknown, { songs: Parameters<typeof addSongs>[2]; append?: boolean }>) =>
      addSongs(call.app, await crateOf(call), call.body.songs, call.body.append),
    position: async (call: Call<unknown, unknown, { currentPosition: number }>) =>
      setCurrentPosition(call.app, await crateOf(call), call.body.currentPosition),
    remove: async (call: Call<{ crateSongUuid: string }>) =>
      removeSong(call.app, await crateOf(call), call.params.crateSongUuid),
    move: async (call: Call<{ crateSongUuid: string }, unknown, { newPosition: number }>) =>
      moveSong(call.app, await crateOf(call), call.params.crateSongUuid, call.body.newPosition),
    clear: async (call: Call) => clearSongs(call.app, await crateOf(call)),
    shuffle: async (call: Call) => shuffleSongs(call.app, await crateOf(call))
  }
}

const queue = specialHandlers('queue')
const likes = specialHandlers('likes')
const starred = specialHandlers('starred')
const byDefault = specialHandlers('default')

export const specialCrateHandlers: Handlers<typeof specialCrateRoutes> = {
  getQueueCrate: queue.crate,
  listQueueSongs: queue.songs,
  addQueueSongs: queue.add,
  setQueueCurrentPosition: queue.position,
  removeQueueSong: queue.remove,
  moveQueueSong: queue.move,
  clearQueue: queue.clear,
  shuffleQueue: queue.shuffle,
  getLikesCrate: likes.crate,
  listLikesSongs: likes.songs,
  addLikesSongs: likes.add,
  setLikesCurrentPosition: likes.position,
  removeLikesSong: likes.remove,
  moveLikesSong: likes.move,
  clearLikes: likes.clear,
  shuffleLikes: likes.shuffle,
  getStarredCrate: starred.crate,
  listStarredSongs: starred.songs,
  addStarredSongs: starred.add,
  setStarredCurrentPosition: starred.position,
  removeStarredSong: starred.remove,
  moveStarredSong: starred.move,
  clearStarred: starred.clear,
  shuffleStarred: starred.shuffle,
  getDefaultCrate: byDefault.crate,
  listDefaultSongs: byDefault.songs,
  addDefaultSongs: byDefault.add,
  setDefaultCurrentPosition: byDefault.position,
  removeDefaultSong: byDefault.remove,
  moveDefaultSong: byDefault.move,
  clearDefault: byDefault.clear,
  shuffleDefault: byDefault.shuffle
}
