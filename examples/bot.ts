import { pathToFileURL } from 'node:url'
import { createSocketClient, RoomConnection } from '@spinroom/client'

export interface BotSettings {
  url: string
  token: string
  roomUuid: string
}

/** A bot: joins a room, likes every song that plays and answers `/ping` in the chat. */
export async function runBot({ url, token, roomUuid }: BotSettings) {
  const client = createSocketClient({ url, io: { transports: ['websocket'] } })
  await client.authenticate(token)
  const room = new RoomConnection(client)
  room.on('playedSong', (playing) => {
    if (playing) client.live.voteOnSong({ roomUuid, songVotes: { like: true } }).catch(console.error)
  })
  room.on('stateless', (message) => {
    if (message.name !== 'chatMessage' || message.params.message?.trim() !== '/ping') return
    const answer = { roomUuid, uuid: crypto.randomUUID(), message: 'pong', replies: [message.params.uuid] }
    client.live.sendChatMessage(answer).catch(console.error)
  })
  await room.join(roomUuid)
  const stop = () => {
    room.close()
    client.close()
  }
  return { room, stop }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { SPINROOM_URL = 'http://127.0.0.1:3030', SPINROOM_TOKEN, SPINROOM_ROOM } = process.env
  if (!SPINROOM_TOKEN || !SPINROOM_ROOM) throw new Error('Set SPINROOM_TOKEN (a bot or user token) and SPINROOM_ROOM')
  await runBot({ url: SPINROOM_URL, token: SPINROOM_TOKEN, roomUuid: SPINROOM_ROOM })
  console.log(`in room ${SPINROOM_ROOM}: liking every song, answering /ping`)
}
