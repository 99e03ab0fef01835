import type { LiveRoomSettings, LiveRoomState, LiveUser, LiveUserData } from '@spinroom/schemas'

/** A connection of a user in a room: its socket id and the API process that holds it. */
export interface LiveSocket {
  socket: string
  process: string
  /** The network address it comes from (a guest's kick holds it). */
  address?: string
}

/** What the engine keeps beside the client state (room_live_state.engine). */
export interface Engine {
  /** Live connections per user in the room. */
  connections: Record<string, LiveSocket[]>
  /** When a user's last connection dropped (ms): they leave once the grace period has passed. */
  goneSince: Record<string, number>
  /** DJs who leave the stage when their current song ends. */
  stepDown: string[]
  /** The DJ of the song now playing (the play is recorded when it ends). */
  playingDj: string | null
}

export const emptyEngine = (): Engine => ({ connections: {}, goneSince: {}, stepDown: [], playingDj: null })

export const emptyState = (settings: LiveRoomSettings): LiveRoomState => ({
  settings,
  allUsers: [],
  allUserData: {},
  audienceUsers: [],
  floorUsers: [],
  djs: [],
  visibleDjs: [],
  nowPlaying: null,
  songsRemainingForDj: 0,
  voteCounts: { likes: 0, dislikes: 0, stars: 0 },
  vibeMeter: 0
})

export const isInRoom = (state: LiveRoomState, uuid: string) => state.allUsers.some((u) => u.uuid === uuid)
export const isDj = (state: LiveRoomState, uuid: string) => state.djs.some((d) => d.uuid === uuid)
/** The nickname a user shows in the live room (a guest's is 'Guest'). */
export const nicknameIn = (state: LiveRoomState, uuid: string) =>
  String(state.allUserData[uuid]?.userProfile.nickname ?? 'Guest')

/** Users on stage are neither on the floor nor in the audience; the stage shows every seated DJ. */
export function placeUsers(state: LiveRoomState): void {
  const onStage = new Set(state.djs.map((d) => d.uuid))
  const off = state.allUsers.filter((u) => !onStage.has(u.uuid))
  state.floorUsers = off.filter((u) => u.tokenRole !== 'guest').map((u) => u.uuid)
  state.audienceUsers = off.filter((u) => u.tokenRole === 'guest').map((u) => u.uuid)
  state.visibleDjs = state.djs.slice(0, state.settings.numberOfDjs)
}

// In the player's floor an avatar and its name take about 15% of its width and 45% of its height.
const AVATAR_SHARE = { x: 15, y: 45 }
// Beyond this many on the floor the player lists them instead of placing them: spacing them is moot.
const SPACED_FLOOR = 30
const SPOT_CANDIDATES = 16

const randomSpot = () => ({ x: Math.round(Math.random() * 100), y: Math.round(Math.random() * 100) })

/**
 * A floor position for a newcomer: of a few random spots, the one farthest (in avatar sizes) from everyone already on
 * the floor, so that one avatar does not cover another and each stays clickable.
 */
function freeSpot(state: LiveRoomState): { x: number; y: number } {
  if (state.floorUsers.length >= SPACED_FLOOR) return randomSpot()
  const taken = state.floorUsers.flatMap((uuid) => state.allUserData[uuid]?.position ?? [])
  if (!taken.length) return randomSpot()
  const room = (spot: { x: number; y: number }) =>
    Math.min(
      ...taken.map((p) => Math.max(Math.abs(p.x - spot.x) / AVATAR_SHARE.x, Math.abs(p.y - spot.y) / AVATAR_SHARE.y))
    )
  let best = randomSpot()
  let bestRoom = room(best)
  for (let i = 1; i < SPOT_CANDIDATES; i++) {
    const candidate = randomSpot()
    const candidateRoom = room(candidate)
    if (candidateRoom > bestRoom) [best, bestRoom] = [candidate, candidateRoom]
  }
  return best
}

/** Adds a user (or refreshes their entry); logged-in users land on the dance floor, guests in the audience. */
export function addUser(state: LiveRoomState, user: LiveUser, userProfile: LiveUserData['userProfile']): void {
  const known = state.allUsers.findIndex((u) => u.uuid === user.uuid)
  state.allUsers = known >= 0 ? state.allUsers.map((u, i) => (i === known ? user : u)) : [...state.allUsers, user]
  const previous = state.allUserData[user.uuid]
  state.allUserData[user.uuid] = {
    userProfile,
    position: previous?.position ?? freeSpot(state),
    songVotes: previous?.songVotes ?? {}
  }
  placeUsers(state)
}

export function removeUser(state: LiveRoomState, engine: Engine, uuid: string): void {
  state.allUsers = state.allUsers.filter((u) => u.uuid !== uuid)
  delete state.allUserData[uuid]
  delete engine.connections[uuid]
  delete engine.goneSince[uuid]
  placeUsers(state)
}

/** The state a joining client gets: allUserData follows in its own `updatedUserData` message. */
export const withoutUserData = (state: LiveRoomState): LiveRoomState => ({ ...state, allUserData: {} })
