import type { liveRestRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { roomOfId } from '../room-lookup.ts'
import {
  clearConversation,
  kickFromRoom,
  roomJoinConfig,
  roomPlayedTime,
  roomState,
  roomUsers,
  skipPlayingSong,
  totalPlayedTime
} from './rest.ts'

export const liveRestHandlers: Handlers<typeof liveRestRoutes> = {
  roomState,
  roomPlayedTime,
  totalPlayedTime,
  listRoomUsers: roomUsers,
  listRoomUsersForService: roomUsers,
  joinRoom: roomJoinConfig,
  kickUserFromRoom: kickFromRoom,
  skipSong: { handler: skipPlayingSong, room: roomOfId },
  clearConversation: { handler: clearConversation, room: roomOfId }
}
