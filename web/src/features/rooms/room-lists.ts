import { routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'

/** Seed 002: a room list page holds 100 rooms; rooms are cached and refreshed every 60 seconds. */
export const ROOM_PAGE_SIZE = 100
const fresh = { staleTime: 60_000, refetchInterval: 60_000 }
const r = routes.rooms

export const usePublicRooms = (page: number, search = '') =>
  useCall(
    r.listPublicRooms,
    { query: { limit: ROOM_PAGE_SIZE, offset: page * ROOM_PAGE_SIZE, ...(search ? { q: search } : {}) } },
    { ...fresh, placeholderData: (previous) => previous }
  )

export const usePromotedRooms = () => useCall(r.listPromotedRooms, undefined, fresh)

export const usePrivateRoomCount = () => useCall(r.countPrivateRooms, undefined, fresh)

export const useOwnedRooms = (enabled: boolean) => useCall(r.listOwnedRooms, undefined, { ...fresh, enabled })

export const useRecentRooms = (enabled: boolean) => useCall(r.listRecentRooms, undefined, { ...fresh, enabled })

/** The caller's own private favorites are theirs to see. */
export const favoriteRoomsInput = { query: { includePrivate: true } }
export const useFavoriteRooms = (enabled: boolean) =>
  useCall(r.listFavoriteRooms, favoriteRoomsInput, { ...fresh, enabled })

export const useGuildRooms = (guildId: string) => useCall(r.listGuildRooms, { params: { guildId } }, fresh)

export const useUserCommunities = (enabled: boolean) =>
  useCall(r.listUserCommunities, { query: { limit: ROOM_PAGE_SIZE } }, { ...fresh, enabled })

export const useCommunityRooms = (communityId: string) =>
  useCall(r.listCommunityRooms, { params: { id: communityId }, query: { limit: ROOM_PAGE_SIZE } }, fresh)
