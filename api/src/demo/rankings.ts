import { randomUUID } from 'node:crypto'
import type { Application } from '../declarations.ts'
import { createUser, type UserRow } from '../services/accounts/users/entity.ts'

/** Demo listeners who never sign in: they fill the leaderboards. */
const listenerNicknames = [
  'mayaspins',
  'lofi_lena',
  'basslinebruno',
  'tomas.vinyl',
  'nightowl_nia',
  'crate_digger_jo',
  'sunny_sofia',
  'priya_plays',
  'marcusbeats',
  'elif.waves',
  'hugo_hifi',
  'keiko_k',
  'rafa.remix',
  'wren_radio',
  'ola_grooves',
  'dani_deep',
  'finn_on_air',
  'zara_zen',
  'leo_loops',
  'ines_indie',
  'sam_synth',
  'noor_nights',
  'jules_jams',
  'ravi_records',
  'mila_mixes',
  'otto_808',
  'chloe_cuts',
  'ade_afro',
  'yuki_yeah',
  'ben_b_side'
]
const reasons = [
  'DJ set in a live room',
  'song liked by the room',
  'hosted a listening party',
  'daily streak',
  'song added to a playlist',
  'welcome bonus'
]
const DAY = 86_400_000

/** A small seeded generator, so every demo start shows the same leaderboards. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Entry {
  userUuid: string
  seasonId: string
  amount: number
  reason: string
  source: string
  createdAt: Date
}

/**
 * Points for the demo users and ~30 listeners in both demo seasons: ledger rows, and season and lifetime statuses
 * that are their sums. Some listeners joined only this season or left after the first; two pairs tie.
 */
export async function seedRankings(app: Application, demoUsers: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const listeners = await Promise.all(
    listenerNicknames.map((nickname) =>
      createUser(app, { email: `${nickname.replace(/\./g, '-')}@listeners.spinroom.test`, nickname, roles: ['user'] })
    )
  )
  const seasons: { id: string; seasonStart: Date; seasonEnd: Date; seasonName: string }[] = await knex('seasons')
    .whereIn('seasonName', ['Season 1', 'Season 2'])
    .orderBy('seasonStart')
  const next = random(2026)
  // The listeners signed up before the first season, so the console's newest-first lists open on the demo accounts.
  const joined = new Date(seasons[0].seasonStart.getTime() - 30 * DAY)
  await knex('users')
    .whereIn(
      'id',
      listeners.map((l) => l.id)
    )
    .update({ createdAt: joined, updatedAt: joined })
  await knex('outbox').where('to', 'like', '%@listeners.spinroom.test').update({ createdAt: joined })
  const entries: Entry[] = []
  const players = [...demoUsers.filter((u) => u.nickname !== 'admin'), ...listeners]
  players.forEach((user, i) => {
    seasons.forEach((season, s) => {
      if ((s === 0 && i % 7 === 3) || (s === 1 && i % 9 === 5)) return
      const end = Math.min(season.seasonEnd.getTime(), Date.now())
      const count = 2 + Math.floor(next() * 5)
      for (let k = 0; k < count; k++) {
        const createdAt = new Date(season.seasonStart.getTime() + next() * (end - season.seasonStart.getTime() - DAY))
        entries.push({
          userUuid: user.id,
          seasonId: season.id,
          amount: 5 + Math.floor(next() * 24) * 5,
          reason: reasons[Math.floor(next() * reasons.length)],
          source: 'demo:seed',
          createdAt
        })
      }
    })
  })
  // Ties: ben matches ana this season, and two listeners match in the first one.
  const tie = (from: UserRow, to: UserRow, season: string) => {
    for (let k = entries.length - 1; k >= 0; k--)
      if (entries[k].userUuid === to.id && entries[k].seasonId === season) entries.splice(k, 1)
    for (const e of entries.filter((x) => x.userUuid === from.id && x.seasonId === season))
      entries.push({ ...e, userUuid: to.id })
  }
  const byNick = (nickname: string) => [...demoUsers, ...listeners].find((u) => u.nickname === nickname)!
  tie(byNick('ana'), byNick('ben'), seasons[1].id)
  tie(listeners[0], listeners[1], seasons[0].id)
  const sums = new Map<string, { userUuid: string; seasonId: string; balance: number; updatedAt: Date }>()
  for (const e of entries) {
    const key = `${e.seasonId}/${e.userUuid}`
    const sum = sums.get(key) ?? { userUuid: e.userUuid, seasonId: e.seasonId, balance: 0, updatedAt: e.createdAt }
    sums.set(key, {
      ...sum,
      balance: sum.balance + e.amount,
      updatedAt: e.createdAt > sum.updatedAt ? e.createdAt : sum.updatedAt
    })
  }
  const lifetime = new Map<string, { balance: number; updatedAt: Date }>()
  for (const s of sums.values()) {
    const sum = lifetime.get(s.userUuid) ?? { balance: 0, updatedAt: s.updatedAt }
    lifetime.set(s.userUuid, {
      balance: sum.balance + s.balance,
      updatedAt: s.updatedAt > sum.updatedAt ? s.updatedAt : sum.updatedAt
    })
  }
  await knex.transaction(async (trx) => {
    await trx('points_ledger').insert(entries)
    await trx('ranking_status').insert(
      [...sums.values()].map((s) => ({ id: randomUUID(), ...s, createdAt: s.updatedAt }))
    )
    await trx('ranking_status_lifetime').insert(
      [...lifetime].map(([userUuid, s]) => ({ id: randomUUID(), userUuid, ...s, createdAt: s.updatedAt }))
    )
  })
}
