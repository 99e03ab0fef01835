import { decodeJwt } from 'jose'
import type { ModerationNotice, ModerationSocketEvent, TokenPayload } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BOT_OWNER_BANNED, botOwnerRefusal } from '../../../auth/strategies.ts'
import { REDIS_BACK } from '../../../redis.ts'
import { isBanned, type UserRow } from '../users/entity.ts'
import { issuedAtMs, issuedBeforeRevocation } from '../users/revocation.ts'
import { endSocket, localSockets } from './sessions.ts'

// Most accounts one SELECT reads.
const CHUNK = 500

/** Why a socket of this account, signed in with a token issued at `issuedAt`, must close now; null when it may stay. */
async function endingOf(
  app: Application,
  user: UserRow | undefined,
  issuedAt: number
): Promise<{ event: ModerationSocketEvent; notice: ModerationNotice } | null> {
  const notice = (until: Date | null = null) => ({ reason: null, until: until?.toISOString() ?? null })
  if (!user || user.status === 'deactivated') return { event: 'deactivated', notice: notice() }
  if (isBanned(user)) return { event: 'banned', notice: notice(user.bannedUntil) }
  if (issuedBeforeRevocation(user, issuedAt)) return { event: 'signedOut', notice: notice() }
  const ownerRefusal = user.roles.includes('bot') ? await botOwnerRefusal(app, user.id) : null
  if (ownerRefusal) return { event: ownerRefusal === BOT_OWNER_BANNED ? 'banned' : 'deactivated', notice: notice() }
  return null
}

/** A live connection of this process, signed in as an account, that a transport can close with the reason. */
export interface LocalSession {
  userId: string
  accessToken: string
  end(event: ModerationSocketEvent, notice: ModerationNotice): void
}

const sources = new WeakMap<Application, (() => Iterable<LocalSession>)[]>()

/** Another transport's connections (Primus), to be looked at with this process's socket.io sockets. */
export function addSessionSource(app: Application, source: () => Iterable<LocalSession>): void {
  sources.set(app, [...(sources.get(app) ?? []), source])
}

function* socketSessions(app: Application): Iterable<LocalSession> {
  for (const socket of localSockets(app)) {
    const accessToken = socket.feathers?.authentication?.accessToken
    const userId = socket.feathers?.user?.id
    if (typeof accessToken === 'string' && typeof userId === 'string')
      yield { userId, accessToken, end: (event, notice) => endSocket(socket, event, notice) }
  }
}

async function accounts(app: Application, ids: string[]): Promise<Map<string, UserRow>> {
  const users = new Map<string, UserRow>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows: UserRow[] = await app
      .get('knex')('users')
      .whereIn('id', ids.slice(i, i + CHUNK))
    for (const row of rows) users.set(row.id, row)
  }
  return users
}

/** Closes this process's connections whose account may no longer use them; returns how many. */
export async function sweepSessions(app: Application): Promise<number> {
  const sessions = [socketSessions(app), ...(sources.get(app) ?? []).map((source) => source())].flatMap((s) => [...s])
  const users = await accounts(app, [...new Set(sessions.map((s) => s.userId))])
  let closed = 0
  for (const session of sessions) {
    const issuedAt = issuedAtMs(decodeJwt(session.accessToken) as TokenPayload)
    const ending = await endingOf(app, users.get(session.userId), issuedAt)
    if (!ending) continue
    session.end(ending.event, ending.notice)
    closed++
  }
  return closed
}

/**
 * A ban, deactivation or sign-out made on another process while Redis was away never reached this one: once Redis is
 * back, this process looks again at every account it holds a socket of.
 */
export function sweepSessionsAfterRedis(app: Application): void {
  app.on(REDIS_BACK, () => {
    sweepSessions(app).then(
      (closed) => closed && app.get('log').info({ closed }, 'sockets closed after Redis came back'),
      (error: unknown) => app.get('log').error({ err: error }, 'sessions: the sweep after Redis failed')
    )
  })
}
