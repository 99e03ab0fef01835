import { randomUUID } from 'node:crypto'
import {
  AuthenticationBaseStrategy,
  JWTStrategy,
  type AuthenticationParams,
  type AuthenticationRequest,
  type AuthenticationResult
} from '@feathersjs/authentication'
import type { IncomingMessage } from 'node:http'
import { authRoutes, guestNickname, type TokenPayload } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import { NotAuthenticated } from '../errors.ts'
import { findActiveApiKey } from '../services/accounts/api-keys/entity.ts'
import { assertCanSignIn, findUserByEmail, isBanned } from '../services/accounts/users/entity.ts'
import { assertTokenCurrent } from '../services/accounts/users/revocation.ts'
import { API_KEY_PREFIX } from './api-keys.ts'
import { verifyPassword } from './passwords.ts'
import { cachedUser } from './accounts-cache.ts'

// A strategy's `app` is typed as a bare Feathers application; ours carries the settings.
const app = (strategy: AuthenticationBaseStrategy) => strategy.app as unknown as Application

/** E-mail and password. */
export class LocalStrategy extends AuthenticationBaseStrategy {
  async authenticate(data: AuthenticationRequest): Promise<AuthenticationResult> {
    const email = typeof data.email === 'string' ? data.email : ''
    const password = typeof data.password === 'string' ? data.password : ''
    const user = email ? await findUserByEmail(app(this).get('knex'), email) : undefined
    if (!(await verifyPassword(user?.password, password)) || !user)
      throw new NotAuthenticated(authRoutes.login.errors[401])
    assertCanSignIn(user)
    return { authentication: { strategy: this.name }, type: user.roles.includes('bot') ? 'bot' : 'user', user }
  }
}

/** A guest: no account, a random uuid and a guest nickname. */
export class GuestStrategy extends AuthenticationBaseStrategy {
  async authenticate(): Promise<AuthenticationResult> {
    const uuid = randomUUID()
    return {
      authentication: { strategy: this.name },
      type: 'guest',
      guest: { uuid, nickname: guestNickname(uuid) }
    }
  }
}

/** A service API key, from `X-Api-Key` or `Authorization: Bearer srk_...`. */
export class ApiKeyStrategy extends AuthenticationBaseStrategy {
  async parse(req: IncomingMessage): Promise<AuthenticationRequest | null> {
    const header = req.headers['x-api-key']
    if (typeof header === 'string' && header) return { strategy: this.name, key: header }
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    if (bearer && bearer[1].startsWith(API_KEY_PREFIX)) return { strategy: this.name, key: bearer[1] }
    return null
  }

  async authenticate(data: AuthenticationRequest): Promise<AuthenticationResult> {
    const apiKey = typeof data.key === 'string' ? await findActiveApiKey(app(this).get('knex'), data.key) : undefined
    if (!apiKey) throw new NotAuthenticated('Invalid API key')
    return { authentication: { strategy: this.name }, type: 'service', apiKey }
  }
}

// Who owns each bot (null: nobody, like the demo DJs); ownership never changes, so it is kept.
const botOwners = new WeakMap<Application, Map<string, string | null>>()

async function ownerOf(app: Application, botId: string): Promise<string | null> {
  let owners = botOwners.get(app)
  if (!owners) botOwners.set(app, (owners = new Map()))
  if (owners.has(botId)) return owners.get(botId)!
  const row = await app.get('knex')('bots').where('userUuid', botId).first('ownerUuid')
  if (owners.size > 10_000) owners.clear()
  owners.set(botId, row?.ownerUuid ?? null)
  return row?.ownerUuid ?? null
}

export const BOT_OWNER_BANNED = 'The owner of this bot is banned'
export const BOT_OWNER_DEACTIVATED = 'The owner of this bot is deactivated'

/** Why a bot may neither use nor get tokens now (its owner is banned or deactivated), or null when it may. */
export async function botOwnerRefusal(app: Application, botId: string): Promise<string | null> {
  const ownerUuid = await ownerOf(app, botId)
  const owner = ownerUuid ? await cachedUser(app, ownerUuid) : undefined
  if (owner && isBanned(owner)) return BOT_OWNER_BANNED
  if (owner?.status === 'deactivated') return BOT_OWNER_DEACTIVATED
  return null
}

type TokenResult = AuthenticationResult & {
  accessToken: string
  authentication: { strategy: string; accessToken: string; payload: TokenPayload }
}

/**
 * Access tokens of every type; the account behind a user or bot token (and a bot's owner) is re-checked, so a ban, a
 * password change or a sign-out through the users service takes effect at once.
 */
export class TokenStrategy extends JWTStrategy {
  async authenticate(authentication: AuthenticationRequest, params: AuthenticationParams): Promise<TokenResult> {
    const { accessToken } = authentication
    if (!accessToken) throw new NotAuthenticated('No access token')
    const payload = (await this.authentication!.verifyAccessToken(accessToken, params.jwt)) as TokenPayload
    const base = { accessToken, authentication: { strategy: 'jwt', accessToken, payload } }
    const knex = app(this).get('knex')
    switch (payload.type) {
      case 'guest':
        return { ...base, type: 'guest', guest: { uuid: payload.sub, nickname: payload.nickname ?? 'Guest' } }
      case 'service': {
        const apiKey = await findActiveApiKey(knex, undefined, payload.sub)
        if (!apiKey) throw new NotAuthenticated('Invalid API key')
        return { ...base, type: 'service', apiKey }
      }
      case 'user':
      case 'bot': {
        const user = await cachedUser(app(this), payload.sub)
        if (!user) throw new NotAuthenticated('The account of this token no longer exists')
        assertCanSignIn(user)
        const refusal = user.roles.includes('bot') ? await botOwnerRefusal(app(this), user.id) : null
        if (refusal) throw new NotAuthenticated(refusal)
        assertTokenCurrent(user, payload)
        return { ...base, type: payload.type, user }
      }
      default:
        throw new NotAuthenticated('Invalid access token')
    }
  }
}
