import { playlistsRoutes, roomsRoutes } from '@spinroom/schemas'
import { roomRoles } from '../../lib/access.ts'
import { defineDomain, serving } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { communitiesEntity } from './communities/entity.ts'
import { communityHandlers, communityLinkHandlers } from './communities/handlers.ts'
import { eventsEntity } from './events/entity.ts'
import { eventHandlers } from './events/handlers.ts'
import { roomFavoriteHandlers } from './favorites/handlers.ts'
import { liveRestHandlers } from './live/handlers.ts'
import { configureLiveRooms } from './live/service.ts'
import { roomListHandlers } from './room-lists/handlers.ts'
import { roomModerationHandlers } from './moderation/handlers.ts'
import { recentSongHandlers } from './recent-songs/recent-songs.ts'
import { activeRoomRoles } from './room-roles/current.ts'
import { roomUserRolesEntity } from './room-roles/entity.ts'
import { roomRoleHandlers } from './room-roles/handlers.ts'
import { roomsEntity } from './rooms/entity.ts'
import { roomAdminHandlers, roomHandlers } from './rooms/handlers.ts'

/** The room service: rooms, room roles, communities, events, favorites, the live room and its recent songs. */
export default defineDomain(roomsRoutes, {
  entities: [roomsEntity, roomUserRolesEntity, communitiesEntity, eventsEntity],
  handlers: {
    hello: hello('rooms'),
    status: status('rooms'),
    ...roomListHandlers,
    ...roomFavoriteHandlers,
    ...roomHandlers,
    ...roomAdminHandlers,
    ...roomRoleHandlers,
    ...communityHandlers,
    ...communityLinkHandlers,
    ...eventHandlers,
    ...liveRestHandlers,
    ...roomModerationHandlers
  },
  // A room's recent songs are its plays, though the spec serves them under the playlists base.
  serves: [serving(playlistsRoutes, recentSongHandlers)],
  setup(app) {
    roomRoles.provide(app, activeRoomRoles)
    configureLiveRooms(app)
  }
})
