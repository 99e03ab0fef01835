import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'

let s: TestServer

withLiveServer((server) => (s = server))

describe('updatePlayableProviders', { timeout: 90_000 }, () => {
  it("puts what a listener's player can play in their user data (updatedUserProfile), for everyone in the room, and refuses bad lists", async () => {
    const room = await createRoom(s.knex)
    const [ana, ben] = [await s.signIn(['user'], 'ana'), await s.signIn(['user'], 'ben')]
    const a = await LiveClient.signIn(s.url, ana)
    const b = await LiveClient.signIn(s.url, ben)
    await a.join(room.uuid)
    await b.join(room.uuid)
    await a.until((st) => Object.keys(st.allUserData).length === 2)

    await b.call('updatePlayableProviders', { providers: ['youtube', 'audius', 'uploadService'] })
    const seen = await a.until((st) => !!st.allUserData[ben.user!.id]?.playableProviders)
    expect(seen.allUserData[ben.user!.id]!.playableProviders).toEqual(['youtube', 'audius', 'uploadService'])
    expect(seen.allUserData[ana.user!.id]!.playableProviders).toBeUndefined()

    await b.call('updatePlayableProviders', { providers: [] })
    const none = await a.until((st) => st.allUserData[ben.user!.id]?.playableProviders?.length === 0)
    expect(none.allUserData[ben.user!.id]!.playableProviders).toEqual([])

    for (const providers of [['napster'], ['youtube', 'youtube'], 'youtube', ['you\u0000tube']]) {
      const refused = await b
        .call('updatePlayableProviders', { providers })
        .catch((error: { code: number; message: string }) => error)
      expect(refused).toMatchObject({ code: 400 })
      expect((refused as { message: string }).message).toMatch(/providers/)
    }
    expect(b.state!.allUserData[ben.user!.id]!.playableProviders).toEqual([])
    // Numbered like every room message: no client saw a gap or a patch it could not apply.
    expect(a.problems).toEqual([])
    expect(b.problems).toEqual([])
  })

  it('is for those in the room only', async () => {
    const room = await createRoom(s.knex)
    const cleo = await LiveClient.signIn(s.url, await s.signIn(['user'], 'cleo'))
    const refused = await cleo
      .call('updatePlayableProviders', { roomUuid: room.uuid, providers: ['youtube'] })
      .catch((error: { code: number }) => error)
    expect(refused).toMatchObject({ code: expect.any(Number) })
    expect([403, 404]).toContain((refused as { code: number }).code)
  })
})
