import { routeGroup, type RouteDef } from '../route.ts'
import {
  CrateAddResultSchema,
  CrateAddSongsSchema,
  CrateCopySchema,
  CrateCreateSchema,
  CrateCurrentPositionSchema,
  CrateIdParams,
  CrateMoveSchema,
  AllCratesQuery,
  CratePageSchema,
  CratePaging,
  CrateParams,
  CratePatchSchema,
  CrateReadSchema,
  CrateSchema,
  CrateShortIdParams,
  CrateSongParams,
  CrateSongsPageSchema,
  CrateEntrySchema,
  PlaylistTracksSchema,
  SpecialCrateSongParams,
  UserCratesParams,
  specialCratePaths,
  type SpecialCratePath
} from './crate.ts'

const NOT_FOUND = { 404: 'Crate not found' }
const SONG_NOT_FOUND = { 404: 'Crate song not found' }
const FORBIDDEN = 'Only the owner of this crate may change it'
const READS =
  'Plain crates are public: anyone with a token reads them. The queue and likes crates are private to their owner (and admins); others get a 404.'
const tags = ['crates']

/** Crates (playlists, seed 002 §7 "Crates"). Positions are 0-based and dense; every change is one transaction. */
export const crateRoutes = routeGroup({
  createCrate: {
    method: 'POST',
    path: '/crate',
    access: 'user',
    rateLimit: 'crateEdit',
    summary: "create a crate ('New Playlist #n' when unnamed)",
    description:
      "The caller's new empty crate. Without crateName it is 'New Playlist #' with the lowest positive number none of their crates uses.",
    tags,
    body: CrateCreateSchema,
    result: CrateSchema,
    status: 201
  },
  copyCrate: {
    method: 'PUT',
    path: '/crate/{crateId}/copy',
    access: 'user',
    rateLimit: 'crateEdit',
    summary: 'copy crate srcCrateId',
    description:
      "{crateId} is the uuid of the copy, chosen by the client (so it can show the copy before the answer); srcCrateId is the crate copied: any crate the caller may read. The copy is the caller's, with the source's songs in order. Repeating the call answers the same copy; a {crateId} taken by another crate is a 409.",
    tags,
    params: CrateIdParams,
    body: CrateCopySchema,
    result: CrateSchema,
    errors: { ...NOT_FOUND, 409: 'That crate id is taken' },
    status: 201
  },
  listMyCrates: {
    method: 'GET',
    path: '/crate/user',
    access: 'user',
    summary: "caller's crates (limit, offset)",
    description: "The caller's plain crates, newest first (the queue and likes have their own endpoints).",
    tags,
    query: CratePaging,
    result: CratePageSchema
  },
  getCrate: {
    method: 'GET',
    path: '/crate/{crateId}',
    access: 'any',
    summary: 'one crate, with a page of its songs (limit, offset)',
    description: `\`songs\` is the page \`GET /crate/{crateUuid}/songs\` answers. ${READS}`,
    tags,
    params: CrateIdParams,
    query: CratePaging,
    result: CrateReadSchema,
    errors: NOT_FOUND
  },
  listUserCratesService: {
    method: 'GET',
    path: '/crate/user/service/{userUuid}',
    access: 'service',
    summary: "a user's crates (service)",
    description: 'Every crate of the user, the queue and likes included, newest first.',
    tags,
    params: UserCratesParams,
    query: CratePaging,
    result: CratePageSchema
  },
  listUserCrates: {
    method: 'GET',
    path: '/crate/user/{userUuid}',
    access: 'any',
    summary: "a user's crates",
    description: "The user's plain crates, newest first.",
    tags,
    params: UserCratesParams,
    query: CratePaging,
    result: CratePageSchema
  },
  listCrateSongs: {
    method: 'GET',
    path: '/crate/{crateUuid}/songs',
    access: 'any',
    summary: 'crate songs (page with count)',
    description: `The crate's songs by position (limit, offset) and their total. ${READS}`,
    tags,
    params: CrateParams,
    query: CratePaging,
    result: CrateSongsPageSchema,
    errors: NOT_FOUND
  },
  addCrateSongs: {
    method: 'POST',
    path: '/crate/{crateUuid}/songs',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'add songs',
    description:
      "Songs by catalogue songId or as song data (put in the catalogue first); songs equal by seed 002's rules to one already in the crate, or earlier in the list, are skipped. Appended after the last song, or with append: false before the first, in their order.",
    tags,
    params: CrateParams,
    body: CrateAddSongsSchema,
    result: CrateAddResultSchema,
    errors: { 404: 'Crate not found' },
    forbidden: FORBIDDEN
  },
  setCrateCurrentPosition: {
    method: 'PUT',
    path: '/crate/{crateUuid}/current-position',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'set current position',
    description: 'Where the owner is in the crate (0-based); past the last song means the last.',
    tags,
    params: CrateParams,
    body: CrateCurrentPositionSchema,
    result: CrateSchema,
    errors: NOT_FOUND,
    forbidden: FORBIDDEN
  },
  removeCrateSong: {
    method: 'DELETE',
    path: '/crate/{crateUuid}/songs/{crateSongUuid}',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'remove a song',
    description: 'The songs after it move up one place; answers the removed entry.',
    tags,
    params: CrateSongParams,
    result: CrateEntrySchema,
    errors: SONG_NOT_FOUND,
    forbidden: FORBIDDEN
  },
  moveCrateSong: {
    method: 'PUT',
    path: '/crate/{crateUuid}/songs/{crateSongUuid}/position',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'move a song (newPosition)',
    description:
      'The song takes newPosition (0-based; past the end means last) and the songs between shift by one. Answers the moved entry.',
    tags,
    params: CrateSongParams,
    body: CrateMoveSchema,
    result: CrateEntrySchema,
    errors: SONG_NOT_FOUND,
    forbidden: FORBIDDEN
  },
  deleteCrate: {
    method: 'DELETE',
    path: '/crate/{crateUuid}',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'delete crate',
    description:
      'Deletes the crate and its entries (the songs stay in the catalogue). The queue and likes cannot be deleted.',
    tags,
    params: CrateParams,
    result: CrateSchema,
    errors: { ...NOT_FOUND, 403: 'The queue and likes crates cannot be deleted' },
    forbidden: FORBIDDEN
  },
  updateCrate: {
    method: 'PATCH',
    path: '/crate/{crateUuid}',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'update crate metadata',
    description: 'crateName and description.',
    tags,
    params: CrateParams,
    body: CratePatchSchema,
    result: CrateSchema,
    errors: NOT_FOUND,
    forbidden: FORBIDDEN
  },
  shuffleCrate: {
    method: 'POST',
    path: '/crate/{crateUuid}/songs/shuffle',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'shuffle',
    description: 'Puts the songs in a random order and the current position back to 0.',
    tags,
    params: CrateParams,
    result: CrateSchema,
    errors: NOT_FOUND,
    forbidden: FORBIDDEN
  },
  listAllCratesService: {
    method: 'GET',
    path: '/crate/service/all-crates',
    access: 'service',
    summary: 'all crates',
    description:
      "Every crate, newest first, with its owner's nickname (limit, offset); q: only those whose name or owner's " +
      'nickname contains it (case-insensitive).',
    tags,
    query: AllCratesQuery,
    result: CratePageSchema
  },
  listCrateSongsByShortIdService: {
    method: 'GET',
    path: '/crate/service/{crateShortId}/songs',
    access: 'service',
    summary: 'songs of a crate by short id',
    description: "The crate's songs by position (limit, offset), whoever owns it.",
    tags,
    params: CrateShortIdParams,
    query: CratePaging,
    result: CrateSongsPageSchema,
    errors: NOT_FOUND
  },
  addPlaylistTracks: {
    method: 'POST',
    path: '/api/v1/playlists/{crateUuid}/tracks',
    access: 'self',
    rateLimit: 'crateEdit',
    summary: 'add songs (songId, append)',
    description: 'Catalogue songs by id (one or a list), deduplicated as `POST /crate/{crateUuid}/songs` does.',
    tags,
    params: CrateParams,
    body: PlaylistTracksSchema,
    result: CrateAddResultSchema,
    errors: { 404: 'Crate not found' },
    forbidden: FORBIDDEN
  }
})

/** The operations of a special crate: the same as a plain crate's, on the caller's own queue, likes or default. */
function specialRoutes<const S extends SpecialCratePath>(special: S) {
  const base = `/crate/special/${special}` as const
  const stored: string = specialCratePaths[special]
  const stags = [stored]
  const same = stored === special ? '' : ` The same crate as /crate/special/${stored}.`
  const what = `The caller's ${special} crate (made on first use).${same}`
  return {
    crate: {
      method: 'GET',
      path: base,
      access: 'user',
      summary: `the ${special} crate, with a page of its songs (limit, offset)`,
      description: `${what} \`songs\` is the page of \`${base}/songs\`.`,
      tags: stags,
      query: CratePaging,
      result: CrateReadSchema
    },
    songs: {
      method: 'GET',
      path: `${base}/songs`,
      access: 'user',
      summary: `${special} songs`,
      description: `${what} Its songs by position (limit, offset) and their total.`,
      tags: stags,
      query: CratePaging,
      result: CrateSongsPageSchema
    },
    add: {
      method: 'POST',
      path: `${base}/songs`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `add to ${special}`,
      description: `${what} As \`POST /crate/{crateUuid}/songs\`: deduplicated, appended (or first with append: false).`,
      tags: stags,
      body: CrateAddSongsSchema,
      result: CrateAddResultSchema
    },
    position: {
      method: 'PUT',
      path: `${base}/current-position`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `${special} position`,
      description: what,
      tags: stags,
      body: CrateCurrentPositionSchema,
      result: CrateSchema
    },
    remove: {
      method: 'DELETE',
      path: `${base}/songs/{crateSongUuid}`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `remove from ${special}`,
      description: `${what} The songs after it move up one place; answers the removed entry.`,
      tags: stags,
      params: SpecialCrateSongParams,
      result: CrateEntrySchema,
      errors: SONG_NOT_FOUND
    },
    move: {
      method: 'PUT',
      path: `${base}/songs/{crateSongUuid}/position`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `reorder ${special}`,
      description: `${what} The song takes newPosition; the songs between shift by one.`,
      tags: stags,
      params: SpecialCrateSongParams,
      body: CrateMoveSchema,
      result: CrateEntrySchema,
      errors: SONG_NOT_FOUND
    },
    clear: {
      method: 'DELETE',
      path: `${base}/songs`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `clear ${special}`,
      description: `${what} Removes every song and resets the current position.`,
      tags: stags,
      result: CrateSchema
    },
    shuffle: {
      method: 'POST',
      path: `${base}/songs/shuffle`,
      access: 'user',
      rateLimit: 'crateEdit',
      summary: `shuffle ${special}`,
      description: `${what} A random order; the current position back to 0.`,
      tags: stags,
      result: CrateSchema
    }
  } as const satisfies Record<string, RouteDef>
}

const queue = specialRoutes('queue')
const likes = specialRoutes('likes')
const starred = specialRoutes('starred')
const byDefault = specialRoutes('default')

/** The caller's queue (what they play next in a room), likes (also named starred) and default crate. */
export const specialCrateRoutes = routeGroup({
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
})
