import { pathToFileURL } from 'node:url'
import { createClient } from '@spinroom/client'
import { routes } from '@spinroom/schemas'

export interface StaffSettings {
  url: string
  /** An administrator's access token (listing users is for administrators). */
  token?: string
  /** A service API key (`srk_...`), for deployments whose access rules let services list and ban. */
  apiKey?: string
  nickname: string
  reason?: string
}

/** A staff script: finds a user by nickname in the admin user list and bans them. */
export async function banByNickname({ url, token, apiKey, nickname, reason }: StaffSettings) {
  const api = createClient({ url, token, apiKey })
  const query = { filter: `nickname||$eq||${nickname}`, limit: 1 }
  const answer = await api.call(routes.accounts.listUsers, { query })
  const [user] = Array.isArray(answer) ? answer : answer.data
  if (!user) throw new Error(`No user is called ${nickname}`)
  return api.call(routes.accounts.banUser, { body: { userUuid: user.id, reason } })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { SPINROOM_URL = 'http://127.0.0.1:3030', SPINROOM_TOKEN, SPINROOM_API_KEY, BAN_NICKNAME } = process.env
  if (!BAN_NICKNAME || !(SPINROOM_TOKEN || SPINROOM_API_KEY))
    throw new Error('Set SPINROOM_TOKEN or SPINROOM_API_KEY, and BAN_NICKNAME')
  const banned = await banByNickname({
    url: SPINROOM_URL,
    token: SPINROOM_TOKEN,
    apiKey: SPINROOM_API_KEY,
    nickname: BAN_NICKNAME
  })
  console.log(`${banned.nickname} (${banned.id}) is ${banned.status}`)
}
