import type { Application } from '../declarations.ts'
import { busSignal, onEveryProcess } from '../bus.ts'
import { turnBatch } from '../lib/turn-batch.ts'
import { usersEntity, type UserRow } from '../services/accounts/users/entity.ts'
import { forgetTokensOf } from './verified-tokens.ts'

/** How long an account read for a token is trusted: every process also forgets one at once when it changes. */
const USER_TTL_MS = 2000
const MAX_CACHED = 10_000
// Most accounts one SELECT reads (a crowd reconnecting asks for thousands in one turn).
const MAX_BATCH = 500

interface AccountCache {
  fresh: Map<string, { user: UserRow; until: number }>
  /** Reads in flight, one per account: concurrent calls of one account share it. */
  reading: Map<string, Promise<UserRow | undefined>>
  read: (id: string) => Promise<UserRow | undefined>
}

const caches = new WeakMap<Application, AccountCache>()

function cacheOf(app: Application): AccountCache {
  let cache = caches.get(app)
  if (!cache) {
    const knex = app.get('knex')
    const read = turnBatch(MAX_BATCH, async (ids: string[]) => {
      const rows: UserRow[] = await knex('users').whereIn('id', ids)
      const byId = new Map(rows.map((row) => [row.id, row]))
      return ids.map((id) => byId.get(id))
    })
    caches.set(app, (cache = { fresh: new Map(), reading: new Map(), read }))
  }
  return cache
}

/** The account behind a token, read at most once per `USER_TTL_MS`; the reads of one turn share one statement. */
export async function cachedUser(app: Application, id: string): Promise<UserRow | undefined> {
  const cache = cacheOf(app)
  const hit = cache.fresh.get(id)
  if (hit && hit.until > Date.now()) return hit.user
  const inFlight = cache.reading.get(id)
  if (inFlight) return inFlight
  const reading = cache.read(id)
  cache.reading.set(id, reading)
  // A read the account's change overtook (forgotten meanwhile) answers its callers but is not kept.
  const current = () => cache.reading.get(id) === reading && cache.reading.delete(id)
  reading.then((user) => {
    if (!current() || !user) return
    if (cache.fresh.size > MAX_CACHED) cache.fresh.clear()
    cache.fresh.set(id, { user, until: Date.now() + USER_TTL_MS })
  }, current)
  return reading
}

/** Forgets here an account and the tokens verified for it. */
function forgetAccount(app: Application, id: string | undefined) {
  if (!id) return
  const cache = cacheOf(app)
  cache.fresh.delete(id)
  cache.reading.delete(id)
  forgetTokensOf(app, id)
}

const accountChanges = (app: Application) => busSignal<string>(app, 'account-changes')

/**
 * From the start, every process forgets an account that changed: through the users service (its events), or as
 * `dropCachedUser` says.
 */
export function followAccountChanges(app: Application): void {
  onEveryProcess<{ id?: string }>(app, usersEntity.path, ['updated', 'patched', 'removed'], (user) =>
    forgetAccount(app, user?.id)
  )
  accountChanges(app).fromOthers((id) => forgetAccount(app, id))
}

/** Forgets the account behind a user's tokens on every process: it was written without the users service. */
export function dropCachedUser(app: Application, id: string): void {
  forgetAccount(app, id)
  accountChanges(app).send(id)
}
