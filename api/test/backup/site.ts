import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { expect } from 'vitest'
import { createApp } from '../../src/app.ts'
import { holdDataDir } from '../../src/backup/control-socket.ts'
import { dumpServedDatabase } from '../../src/backup/embedded.ts'
import { openDatabase } from '../../src/db.ts'
import { checkLedger } from '../../src/services/points/token-ledger/ledger.ts'
import { LiveClient, createRoom } from '../rooms/live-client.ts'
import { serviceKey, testClient, testConfig, type TestServer } from '../helpers/server.ts'
import { M, fundedUser } from '../helpers/tokens.ts'
import { U, playable, songRow, tune, upload } from '../songs/helpers.ts'
import { logCapture } from '../helpers/log-capture.ts'

const P = '/api/playlist-service'

/** What a filled site holds, to be found again after a restore or an upgrade. */
export interface SiteFacts {
  /** Accounts with their passwords: the first owns the crate. */
  members: { email: string; password: string; id: string; token: string }[]
  crate: { uuid: string; tracks: string[] }
  accounts: { id: string; balance: number }[]
  room: { uuid: string; messages: string[] }
  song: { id: string }
}

/** Tables whose rows a restore must bring back one for one. */
export const KEPT_TABLES = [
  'users',
  'crates',
  'crate_songs',
  'songs',
  'token_accounts',
  'token_transactions',
  'room_chat_messages',
  'uploaded_songs',
  'knex_migrations'
]

/**
 * The API as `npm start` runs it on a data directory: its embedded database (or `databaseUrl`'s), its media and key
 * there, and its control socket answering backups.
 */
export async function siteServer(dataDir: string, databaseUrl?: string): Promise<TestServer> {
  const hold = databaseUrl ? undefined : await holdDataDir(dataDir, 'server')
  const knex = await openDatabase({ dataDir, url: databaseUrl })
  hold?.serve(() => dumpServedDatabase(knex))
  const app = await createApp(testConfig({ dataDir, databaseUrl }), knex)
  const server: Server = await app.listen(0)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    ...testClient(app, url),
    app,
    knex,
    url,
    // As `npm start` runs, at its own log level: nothing is captured.
    log: logCapture(),
    close: async () => {
      await app.teardown()
      await knex.destroy()
      await hold?.release()
    }
  }
}

const tokenTx = (s: TestServer, body: unknown, headers: Record<string, string>) =>
  s.request('POST', `${M}/api/v1/token-transactions`, { headers, body })

/** Fills a site through its API: members, a reordered crate, token ledgers, chat in a live room, an uploaded song. */
export async function fillSite(s: TestServer, { openHolds }: { openHolds: boolean }): Promise<SiteFacts> {
  const admin = await s.signIn(['user', 'admin'], 'keeper')
  const service = await serviceKey(s, admin.accessToken)
  const members: SiteFacts['members'] = [
    { email: admin.user!.email!, password: admin.password, id: admin.user!.id, token: admin.accessToken }
  ]
  for (const name of ['digger', 'listener']) {
    const auth = await s.signIn(['user'], name)
    members.push({ email: auth.user!.email!, password: auth.password, id: auth.user!.id, token: auth.accessToken })
  }
  const owner = members[1]!

  const crate = await s.request('POST', `${P}/crate`, { token: owner.token, body: { name: 'Keepers' } })
  expect(crate.status).toBe(201)
  const uuid: string = crate.body.crateUuid
  const songs = ['North', 'East', 'South', 'West'].map((trackName, i) => ({
    trackName,
    artistName: 'The Compass',
    duration: 120 + i
  }))
  const added = await s.request('POST', `${P}/crate/${uuid}/songs`, { token: owner.token, body: { songs } })
  expect(added.status).toBe(200)
  const last = added.body.added[3].crateSongUuid
  const moved = await s.request('PUT', `${P}/crate/${uuid}/songs/${last}/position`, {
    token: owner.token,
    body: { newPosition: 0 }
  })
  expect(moved.status).toBe(200)

  const accounts: SiteFacts['accounts'] = []
  for (const [credit, held] of [
    [100, 30],
    [50, 5]
  ] as const) {
    const { accountId } = await fundedUser(s, service, credit, 'spender')
    const committed = await tokenTx(s, { accountId, type: 'hold', amount: 10 }, service)
    const commit = await s.request('POST', `${M}/api/v1/token-transactions/commit`, {
      headers: service,
      body: { transactionId: committed.body.id }
    })
    expect(commit.status).toBe(201)
    const hold = await tokenTx(s, { accountId, type: 'hold', amount: held }, service)
    expect(hold.status).toBe(201)
    if (!openHolds) {
      const voided = await s.request('POST', `${M}/api/v1/token-transactions/void`, {
        headers: service,
        body: { transactionId: hold.body.id }
      })
      expect(voided.status).toBe(201)
    }
    accounts.push({ id: accountId, balance: credit - 10 - (openHolds ? held : 0) })
  }

  const room = await createRoom(s.knex)
  const messages = ['first words', 'ünïcödé and emoji 🎧']
  const chatter = await LiveClient.signIn(s.url, { accessToken: members[2]!.token })
  try {
    await chatter.join(room.uuid)
    for (const message of messages) await chatter.call('sendChatMessage', { uuid: randomUUID(), message })
  } finally {
    chatter.socket.close()
  }

  // An administrator's upload is verified once transcoded: anyone may play it.
  const uploaded = await upload(s, admin.accessToken, await tune(3, { title: 'Kept Sine', artist: 'Backups' }))
  expect(uploaded.status).toBe(201)
  await songRow(s, uploaded.body.id, (row) => row.status === 'VERIFIED')

  return {
    members,
    crate: { uuid, tracks: ['West', 'North', 'East', 'South'] },
    accounts,
    room: { uuid: room.uuid, messages },
    song: { id: uploaded.body.id }
  }
}

/** The rows of each kept table. */
export async function keptCounts(s: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of KEPT_TABLES) counts[table] = Number((await s.knex(table).count({ n: '*' }))[0]!.n)
  return counts
}

/** Finds a filled site's facts on a server: through its API with `token(member)` for each call, and in its ledgers. */
export async function expectSite(
  s: TestServer,
  facts: SiteFacts,
  token: (member: SiteFacts['members'][number]) => Promise<string>
) {
  const owner = await token(facts.members[1]!)
  const entries = await s.request('GET', `${P}/crate/${facts.crate.uuid}/songs?limit=100`, { token: owner })
  expect(entries.status).toBe(200)
  expect(entries.body.data.map((e: { trackName: string }) => e.trackName)).toEqual(facts.crate.tracks)

  for (const account of facts.accounts) {
    const ledger = await checkLedger(s.knex, account.id)
    expect(ledger.balance).toBe(ledger.expected)
    expect(ledger.balance).toBe(account.balance)
  }

  const stored = await s
    .knex('room_chat_messages as m')
    .join('rooms as r', 'r.id', 'm.roomId')
    .where('r.uuid', facts.room.uuid)
    .orderBy('m.id')
    .select('m.message')
  expect(
    stored.map((row) => (typeof row.message === 'string' ? JSON.parse(row.message) : row.message).message)
  ).toEqual(facts.room.messages)

  const song = await s.request('GET', `${U}/songs/${facts.song.id}`, { token: await token(facts.members[2]!) })
  expect(song.body.status).toBe('VERIFIED')
  const { segments } = await playable(s, facts.song.id, await token(facts.members[2]!))
  expect(segments).toBeGreaterThanOrEqual(1)
}
