import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { moderatedRoom, withLiveServer, type LiveClient } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

/** A room with a moderator and a bystander in it, and a third user's socket that joined it. */
async function roomWithSwitcher(name: string) {
  const { room, auths, clients } = await moderatedRoom(s, [`${name}mod`, `${name}other`, `${name}first`])
  const [mod, other, switcher] = clients
  return { room, mod, other, switcher, first: switcher.uuid, token: auths[2].accessToken }
}

/** The switcher's socket hears nothing more of the room, not even the previous identity's kick. */
async function expectDeaf(mod: LiveClient, other: LiveClient, switcher: LiveClient, first: string) {
  await other.until((st) => st.allUsers.every((u) => u.uuid !== first))
  const heard = switcher.stateful.length + switcher.stateless.length
  await other.call('playOneTimeAnimation', { animation: 'jump' })
  await mod.message('playedOneTimeAnimation')
  await mod.call('kickUserFromRoom', { userUuid: first })
  await sleep(200)
  expect(switcher.stateful.length + switcher.stateless.length).toBe(heard)
  expect(switcher.stateless.some((m) => m.name === 'kickedFromRoom')).toBe(false)
}

describe('a socket that changes identity', { timeout: 90_000 }, () => {
  it('signing in as another account leaves every room of the previous one', async () => {
    const { mod, other, switcher, first } = await roomWithSwitcher('reauth')
    const second = await s.signIn(['user'], 'reauthsecond')
    await switcher.client.authenticate(second.accessToken)
    await expectDeaf(mod, other, switcher, first)
  })

  it('logging out leaves every room', async () => {
    const { mod, other, switcher, first } = await roomWithSwitcher('logout')
    await switcher.client.logout()
    await expectDeaf(mod, other, switcher, first)
  })

  it('signing in again as the same account keeps its rooms', async () => {
    const { other, switcher, first, token } = await roomWithSwitcher('same')
    await switcher.client.authenticate(token)
    await other.call('playOneTimeAnimation', { animation: 'jump' })
    expect((await switcher.message('playedOneTimeAnimation')).params).toMatchObject({ userUuid: other.uuid })
    await sleep(100)
    expect(other.state!.allUsers.map((u) => u.uuid)).toContain(first)
  })
})
