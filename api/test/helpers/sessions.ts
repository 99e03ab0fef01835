import { createSocketClient, type SessionEnd, type SocketClient } from '@spinroom/client'

const open: SocketClient[] = []

/** A signed-in socket on the API at `url`: what ended its session, and why the server closed it. */
export async function openSession(url: string, accessToken: string) {
  const client = createSocketClient({ url, io: { transports: ['websocket'], forceNew: true, reconnection: false } })
  open.push(client)
  await client.authenticate(accessToken)
  const ended = new Promise<SessionEnd>((resolve) => client.onSessionEnded(resolve))
  const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve))
  return { client, ended, closed }
}

/** Closes every session the test file opened. */
export const closeSessions = () => open.splice(0).forEach((client) => client.close())
