import type { ChatToken, CreateChatUsers, CreateChatUsersResult } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { BadGateway, expectOk, providerFetch } from '../../../providers/http.ts'
import { requireSettings, setting } from '../../../providers/settings.ts'

const PROVIDER = 'The chat provider (CometChat)'

interface ChatUser {
  uid: string
  name: string
}

/** The CometChat REST API (v3) with this deployment's app, region and REST key. */
export function cometChat(app: Application) {
  const { COMETCHAT_APP_ID, COMETCHAT_REGION, COMETCHAT_API_KEY } = requireSettings(app, PROVIDER, [
    'COMETCHAT_APP_ID',
    'COMETCHAT_REGION',
    'COMETCHAT_API_KEY'
  ])
  const base = setting(
    app,
    'COMETCHAT_BASE_URL',
    `https://${COMETCHAT_APP_ID}.api-${COMETCHAT_REGION}.cometchat.io/v3`
  ).replace(/\/$/, '')
  const call = <T>(method: string, path: string, body?: unknown) =>
    providerFetch<T>(PROVIDER, `${base}${path}`, {
      method,
      headers: { apikey: COMETCHAT_API_KEY, appid: COMETCHAT_APP_ID },
      body: body === undefined ? undefined : JSON.stringify(body)
    })

  /** Creates the provider's user; one that exists already counts as done. */
  const createUser = async (user: ChatUser): Promise<'created' | 'existing'> => {
    const res = await call<{ error?: { code?: string } }>('POST', '/users', user)
    if (res.status === 400 && res.body?.error?.code === 'ERR_UID_ALREADY_EXISTS') return 'existing'
    expectOk(PROVIDER, 'create a chat user', res)
    return 'created'
  }

  /** A session token for a user, creating that user at the provider on first use. */
  const authToken = async (user: ChatUser): Promise<ChatToken> => {
    const path = `/users/${encodeURIComponent(user.uid)}/auth_tokens`
    let res = await call<{ data?: { authToken?: string }; error?: { code?: string } }>('POST', path, {})
    if (res.status === 404 || res.body?.error?.code === 'ERR_UID_NOT_FOUND') {
      await createUser(user)
      res = await call('POST', path, {})
    }
    const token = expectOk(PROVIDER, 'issue a chat token', res).data?.authToken
    if (!token) throw new BadGateway(`${PROVIDER} answered a chat token request without a token`)
    return { uid: user.uid, authToken: token, appId: COMETCHAT_APP_ID, region: COMETCHAT_REGION }
  }

  return { call, createUser, authToken }
}

/** The caller's chat session. */
export const chatUserToken = ({ app, caller }: Call) =>
  cometChat(app).authToken({ uid: caller!.id, name: caller!.user!.nickname })

/** A shared read-only chat identity for guests and anyone not signed in to chat. */
export const chatGhostToken = ({ app }: Call) =>
  cometChat(app).authToken({ uid: setting(app, 'COMETCHAT_GHOST_UID', 'spinroom-ghost'), name: 'Listener' })

/** Creates the chat users of the given (or every active) account. */
export async function createChatUsers({
  app,
  body
}: Call<unknown, unknown, CreateChatUsers>): Promise<CreateChatUsersResult> {
  const chat = cometChat(app)
  const query = app.get('knex')('users').where('status', 'active').select('id', 'nickname')
  const users: { id: string; nickname: string }[] = await (body.userUuids
    ? query.whereIn('id', body.userUuids)
    : query.orderBy('createdAt').limit(1000))
  const result: CreateChatUsersResult = { created: 0, existing: 0, failed: [] }
  for (const user of users) {
    try {
      result[await chat.createUser({ uid: user.id, name: user.nickname })]++
    } catch (error) {
      result.failed.push({ uid: user.id, message: (error as Error).message })
    }
  }
  return result
}
