import { pathToFileURL } from 'node:url'
import { randomUUID } from 'node:crypto'
import fastJsonPatch from 'fast-json-patch'
import { ActionName, ServerMessageName, SocketClient, type RoomState, type VoteOnSongAction } from 'ttfm-socket'

const { applyPatch } = fastJsonPatch

/**
 * Spinroom's chat is one more live action, which ttfm-socket sends by name like any other; its types know only
 * Turntable's actions, hence the wider signature.
 */
const say = (client: SocketClient, message: string) =>
  (client.action as (name: string, params: object) => Promise<unknown>)('sendChatMessage', {
    uuid: randomUUID(),
    message
  })

export interface TtfmBotSettings {
  /** The Spinroom server: ttfm-socket connects to its `/primus` whatever path this names. */
  url: string
  /** An access token of the bot's account (POST /api/user-service/auth/login), as Turntable LIVE's JWT was. */
  token: string
  roomUuid: string
}

/**
 * A bot written for Turntable LIVE as the ttfm-socket README writes one, pointed at a Spinroom server: it joins a room,
 * keeps its state with the patches, likes every song that plays and welcomes whoever joins. Chat is Spinroom's own
 * live action (`sendChatMessage`), sent through the same client.
 */
export async function runTtfmBot({ url, token, roomUuid }: TtfmBotSettings) {
  const client = new SocketClient(url)
  let { state } = await client.joinRoom(token, { roomUuid })

  client.on('statefulMessage', (message) => {
    const before = new Set(state.allUsers.map((user) => user.uuid))
    state = applyPatch(state, message.statePatch, true, false).newDocument as RoomState
    if (message.name === ServerMessageName.playedSong && state.nowPlaying)
      client.action<VoteOnSongAction>(ActionName.voteOnSong, { songVotes: { like: true } }).catch(console.error)
    if (message.name !== ServerMessageName.userJoined) return
    for (const user of state.allUsers.filter((u) => !before.has(u.uuid))) {
      const nickname = state.allUserData[user.uuid]?.userProfile.nickname ?? 'there'
      say(client, `Welcome, ${nickname}!`).catch(console.error)
    }
  })
  client.on(ServerMessageName.kickedFromRoom, () => client.disconnect())

  return { client, state: () => state, stop: () => client.disconnect() }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { SPINROOM_URL = 'http://127.0.0.1:3030', SPINROOM_TOKEN, SPINROOM_ROOM } = process.env
  if (!SPINROOM_TOKEN || !SPINROOM_ROOM) throw new Error('Set SPINROOM_TOKEN (a bot or user token) and SPINROOM_ROOM')
  await runTtfmBot({ url: SPINROOM_URL, token: SPINROOM_TOKEN, roomUuid: SPINROOM_ROOM })
  console.log(`in room ${SPINROOM_ROOM} over ttfm-socket: liking every song, welcoming everyone`)
}
