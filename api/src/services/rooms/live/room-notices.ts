import { randomUUID } from 'node:crypto'
import type { RoomNotice } from '@spinroom/schemas'
import { storeMessage } from './chat-store.ts'
import type { Mutation } from './store.ts'

/** The English of each notice; clients word it in their own language from its facts. */
const english: Record<RoomNotice['kind'], (notice: RoomNotice) => string> = {
  songSkipped: (n) => `A moderator skipped ${n.trackName ?? 'the song'}`,
  djRemoved: (n) =>
    n.afterSong
      ? `A moderator takes ${n.userName ?? 'the DJ'} off the stage after this song`
      : `A moderator took ${n.userName ?? 'the DJ'} off the stage`,
  userKicked: (n) => `${n.userName ?? 'A user'} was removed from the room by a moderator`,
  userBanned: (n) => `${n.userName ?? 'A user'} was banned from the room`
}

/**
 * The room says in its chat what a moderator did (a `room` message, `chatMessage` to everyone in the room), so that
 * those in it know why the song or a user went; a room without chat says nothing.
 */
export async function postRoomNotice(m: Mutation, notice: RoomNotice): Promise<void> {
  const settings = m.state.settings
  if (!settings.hasChat) return
  const uuid = randomUUID()
  const message = await storeMessage(m, {
    uuid,
    type: 'room',
    message: english[notice.kind](notice),
    userUuid: m.roomUuid,
    userName: settings.name,
    avatarId: null,
    color: null,
    badges: [],
    date: new Date(m.now).toISOString(),
    reportIdentifier: uuid,
    replies: [],
    reactions: {},
    imageUrls: [],
    imageBase64: null,
    media: [],
    songs: [],
    consumable: null,
    playlist: null,
    notice
  })
  // A uuid of its own: never stored already.
  m.stateless('chatMessage', message!)
}
