import { AuthenticationService, type AuthenticationResult } from '@feathersjs/authentication'
import type { Params } from '@feathersjs/feathers'
import { SignJWT } from 'jose'
import { TokenLoginSchema, type AuthResult, type TokenType } from '@spinroom/schemas'
import type { AnyService, Application, HookContext } from '../declarations.ts'
import { keepEventsHere } from '../bus.ts'
import { Forbidden, NotAuthenticated } from '../errors.ts'
import { usersEntity } from '../services/accounts/users/entity.ts'
import { followAccountChanges } from './accounts-cache.ts'
import { ApiKeyStrategy, botOwnerRefusal, GuestStrategy, LocalStrategy, TokenStrategy } from './strategies.ts'
import { verifiedTokens } from './verified-tokens.ts'
import { checkAccessToken, TokenRefused } from './token-check.ts'
import { AUTH_PATH, subjectOf } from '../lib/caller.ts'
import { serviceAt, useService } from '../lib/service-at.ts'
import { compileValidator, refuseNul } from '../lib/validate.ts'

/** A socket's token sign-in, which no route validates: an access token that is no string is a 400 naming it. */
const tokenLogin = compileValidator(TokenLoginSchema, 'body')

export const ISSUER = 'spinroom'

/** Feathers authentication, with tokens signed by the asymmetric key pair (verifiable with `GET /auth/pub-key`). */
export class Authentication extends AuthenticationService {
  private get spinroom() {
    // The base class types `app` as a bare Feathers application; ours carries the settings.
    return this.app as unknown as Application
  }

  async getPayload(result: AuthenticationResult): Promise<Record<string, unknown>> {
    return {
      type: result.type as TokenType,
      nickname: result.user?.nickname ?? result.guest?.nickname ?? result.apiKey?.name,
      roles: result.user?.roles ?? []
    }
  }

  async getTokenOptions(result: AuthenticationResult): Promise<Record<string, unknown>> {
    return { subject: subjectOf(result), expiresIn: this.spinroom.get('config').tokenTtl[result.type as TokenType] }
  }

  async createAccessToken(
    payload: Record<string, unknown>,
    options: { subject?: string; expiresIn?: number }
  ): Promise<string> {
    const { privateKey, alg, kid } = this.spinroom.get('keys')
    const issuedAt = Date.now()
    const now = Math.floor(issuedAt / 1000)
    return new SignJWT({ ...payload, iatMs: issuedAt })
      .setProtectedHeader({ alg, kid, typ: 'JWT' })
      .setSubject(String(options.subject))
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + Number(options.expiresIn))
      .sign(privateKey)
  }

  async verifyAccessToken(accessToken: string): Promise<Record<string, unknown>> {
    const verified = verifiedTokens(this.spinroom)
    const known = verified.get(accessToken)
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known
    try {
      const payload = checkAccessToken(accessToken, this.spinroom.get('keys').verifyKey, ISSUER)
      verified.set(accessToken, payload)
      return payload
    } catch (error) {
      throw new NotAuthenticated(error instanceof TokenRefused ? error.message : 'Invalid access token')
    }
  }

  /** Issues a token; the answer carries the token type, its expiry and the external user or guest. */
  async create(data: Record<string, unknown>, params: Params = {}): Promise<AuthenticationResult> {
    // The base class wants its own AuthenticationRequest; ours adds the strategies' fields.
    const result = await super.create(data as never, params)
    const exp = result.authentication?.payload?.exp as number | undefined
    return {
      ...result,
      type: result.type,
      expiresAt: exp ? new Date(exp * 1000).toISOString() : null,
      ...(result.user ? { user: usersEntity.external(result.user) } : {}),
      ...(result.apiKey ? { apiKey: { id: result.apiKey.id, name: result.apiKey.name } } : {})
    }
  }
}

/**
 * Issues a token for an account or guest already established by the caller (bots, magic links), in the seeds' shape;
 * none for a bot whose owner is banned or deactivated.
 */
export async function issueToken(app: Application, result: AuthenticationResult): Promise<AuthResult> {
  const refusal = result.type === 'bot' && result.user ? await botOwnerRefusal(app, result.user.id) : null
  if (refusal) throw new Forbidden(refusal)
  const auth = serviceAt<Authentication>(app, AUTH_PATH)
  const accessToken = await auth.createAccessToken(await auth.getPayload(result), await auth.getTokenOptions(result))
  const { exp } = (await auth.verifyAccessToken(accessToken)) as { exp: number }
  return toAuthResult({
    accessToken,
    type: result.type,
    expiresAt: new Date(exp * 1000).toISOString(),
    ...(result.user ? { user: usersEntity.external(result.user) } : {}),
    ...(result.guest ? { guest: result.guest } : {})
  })
}

/**
 * Authenticates on behalf of an endpoint call (its transport and address count, e.g. for login limits), answering in
 * the seeds' shape.
 */
export async function authenticateFor(
  app: Application,
  params: Params,
  data: Record<string, unknown>
): Promise<AuthResult> {
  const auth = serviceAt<Authentication>(app, AUTH_PATH)
  return toAuthResult(await auth.create(data, { provider: params.provider, ip: params.ip }))
}

/** The seeds' shape of a token answer. */
export const toAuthResult = (result: AuthenticationResult): AuthResult => ({
  accessToken: result.accessToken,
  type: result.type,
  expiresAt: result.expiresAt,
  ...(result.user ? { user: result.user } : {}),
  ...(result.guest ? { guest: result.guest } : {})
})

export function configureAuthentication(app: Application): void {
  // 'authentication' is Feathers' own setting, not one of ours (AppSettings).
  ;(app as unknown as { set(k: string, v: unknown): void }).set('authentication', {
    secret: 'tokens-are-signed-with-the-asymmetric-key-pair',
    entity: 'user',
    service: usersEntity.path,
    authStrategies: ['local', 'jwt', 'guest', 'apiKey'],
    parseStrategies: ['apiKey', 'jwt'],
    jwtOptions: {}
  })
  // The base class takes a bare Feathers application.
  const authentication = new Authentication(app as never)
  authentication.register('local', new LocalStrategy())
  authentication.register('jwt', new TokenStrategy())
  authentication.register('guest', new GuestStrategy())
  authentication.register('apiKey', new ApiKeyStrategy())
  useService(app, AUTH_PATH, authentication, { methods: ['create', 'remove'] })
  // A socket.io login reaches the service without a route's validation; this runs before the login limiter's hook.
  serviceAt<AnyService>(app, AUTH_PATH).hooks({
    around: {
      create: [
        async (context: HookContext, next: () => Promise<void>) => {
          refuseNul(context.data, 'body')
          if ((context.data as { strategy?: unknown } | undefined)?.strategy === 'jwt') tokenLogin(context.data)
          await next()
        }
      ]
    },
    after: { all: [keepEventsHere] }
  })
  followAccountChanges(app)
}
