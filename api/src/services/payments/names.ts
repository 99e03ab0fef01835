import type { Knex } from 'knex'
import type { Call } from '../../lib/endpoint.ts'
import type { Entity } from '../../lib/entity.ts'
import { adminList } from '../../lib/list.ts'

type Named = Record<string, unknown> & { userUuid: string }

/** Adds each row's user's nickname as `userName` (null for a user since deleted). */
async function withUserNames<R extends Named>(knex: Knex, rows: R[]): Promise<(R & { userName: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.userUuid))]
  const users: { id: string; nickname: string }[] = ids.length
    ? await knex('users').whereIn('id', ids).select('id', 'nickname')
    : []
  const names = new Map(users.map((u) => [u.id, u.nickname]))
  return rows.map((r) => ({ ...r, userName: names.get(r.userUuid) ?? null }))
}

/** An admin list whose rows name their user, in either of the admin lists' shapes. */
export async function adminListWithNames(call: Call, entity: Entity) {
  const knex = call.app.get('knex')
  const page = (await adminList(call, entity)) as Named[] | { data: Named[] }
  if (Array.isArray(page)) return withUserNames(knex, page)
  return { ...page, data: await withUserNames(knex, page.data) }
}
