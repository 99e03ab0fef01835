import type { Knex } from 'knex'
import type { Leaderboard, LeaderboardEntry, LeaderboardQueryType } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { seasonsEntity, type SeasonRow } from '../seasons/entity.ts'
import { runningSeason } from '../seasons/seasons.ts'

interface PageRow {
  userUuid: string
  balance: number
  nickname: string
  avatarId: string | null
  total: number
  ties: number
}

/**
 * One page of a leaderboard in one statement: the page read in the order of the leaderboard index, its users, the
 * total (kept by triggers in ranking_totals) and the ties of its first row before it. Every row before the first has
 * a higher or equal balance, so the first row's rank is skip + 1 less those ties; no count runs over the season.
 */
export function leaderboardStatement(
  seasonId: string | null,
  take: number,
  skip: number
): { sql: string; bindings: (string | number)[] } {
  const [table, inScope, scope] = seasonId
    ? ['ranking_status', 't."seasonId" = ?', [seasonId]]
    : ['ranking_status_lifetime', 'true', []]
  return {
    sql: `with page as (select t."userUuid", t.balance from ${table} t where ${inScope} order by t.balance desc, t."userUuid" limit ? offset ?),
     head as (select balance, "userUuid" from page order by balance desc, "userUuid" limit 1)
     select p."userUuid", p.balance, u.nickname, u."avatarId",
       (select users from ranking_totals where scope = ?) as total,
       (select count(*) from ${table} t, head h where ${inScope} and t.balance = h.balance and t."userUuid" < h."userUuid") as ties
     from page p join users u on u.id = p."userUuid"
     order by p.balance desc, p."userUuid"`,
    bindings: [...scope, take, skip, seasonId ?? 'lifetime', ...scope]
  }
}

export async function leaderboardPage(
  knex: Knex,
  seasonId: string | null,
  take: number,
  skip: number
): Promise<Pick<Leaderboard, 'total' | 'take' | 'skip' | 'data'>> {
  const { sql, bindings } = leaderboardStatement(seasonId, take, skip)
  const { rows } = (await knex.raw(sql, bindings)) as { rows: PageRow[] }
  const total = rows.length
    ? Number(rows[0].total ?? 0)
    : Number(
        (
          await knex('ranking_totals')
            .where('scope', seasonId ?? 'lifetime')
            .first('users')
        )?.users ?? 0
      )
  const data: LeaderboardEntry[] = []
  let rank = rows.length ? skip + 1 - Number(rows[0].ties) : 0
  rows.forEach((row, i) => {
    if (i > 0 && Number(row.balance) !== data[i - 1].balance) rank = skip + i + 1
    data.push({
      rank,
      userUuid: row.userUuid,
      nickname: row.nickname,
      avatarId: row.avatarId ?? null,
      balance: Number(row.balance)
    })
  })
  return { total, take, skip, data }
}

/** A path segment: REST hands it over still percent-encoded (`%3A`, `%20`), socket.io as sent. */
function pathText(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const paging = (query: LeaderboardQueryType) => ({ take: query.take ?? 20, skip: query.skip ?? 0 })

async function seasonBoard(
  call: Call<unknown, LeaderboardQueryType>,
  season: SeasonRow | undefined
): Promise<Leaderboard> {
  const { take, skip } = paging(call.query)
  if (!season) throw new NotFound('No season is running')
  return {
    season: seasonsEntity.external(season),
    ...(await leaderboardPage(call.app.get('knex'), season.id, take, skip))
  }
}

export const currentSeasonRanking = async (call: Call<unknown, LeaderboardQueryType>) =>
  seasonBoard(call, await runningSeason(call.app.get('knex')))

export async function allSeasonsRanking(call: Call<unknown, LeaderboardQueryType>): Promise<Leaderboard> {
  const { take, skip } = paging(call.query)
  return leaderboardPage(call.app.get('knex'), null, take, skip)
}

export async function namedSeasonRanking(
  call: Call<{ seasonName: string }, LeaderboardQueryType>
): Promise<Leaderboard> {
  const season: SeasonRow | undefined = await call.app
    .get('knex')('seasons')
    .where('seasonName', pathText(call.params.seasonName))
    .first()
  if (!season) throw new NotFound('Season not found')
  return seasonBoard(call, season)
}

const neighbour = (direction: 'next' | 'prev') => async (call: Call<{ seasonStart: string }>) => {
  const start = new Date(pathText(call.params.seasonStart))
  if (Number.isNaN(start.getTime()))
    throw new BadRequest("Invalid path: 'seasonStart' must be an ISO date-time", {
      errors: [{ field: 'seasonStart', message: 'must be an ISO date-time' }]
    })
  const season: SeasonRow | undefined = await call.app
    .get('knex')('seasons')
    .where('seasonStart', direction === 'next' ? '>' : '<', start)
    .orderBy('seasonStart', direction === 'next' ? 'asc' : 'desc')
    .first()
  if (!season) throw new NotFound(direction === 'next' ? 'No season after this one' : 'No season before this one')
  return seasonsEntity.external(season)
}

export const nextSeason = neighbour('next')
export const prevSeason = neighbour('prev')
