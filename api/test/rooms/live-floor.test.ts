import { describe, expect, it } from 'vitest'
import type { LiveRoomSettings } from '@spinroom/schemas'
import { addUser, emptyState } from '../../src/services/rooms/live/state.ts'

const user = (uuid: string) => ({ uuid, tokenRole: 'user' as const, highestRole: 'user', canDj: true })

describe('places on the floor', () => {
  it('puts a newcomer where their avatar does not cover the one already there, every time', () => {
    for (let run = 0; run < 200; run++) {
      const state = emptyState({ numberOfDjs: 5 } as LiveRoomSettings)
      addUser(state, user('first'), { nickname: 'first' })
      addUser(state, user('second'), { nickname: 'second' })
      const [a, b] = ['first', 'second'].map((uuid) => state.allUserData[uuid]!.position)
      // Apart by at least one avatar's width or height (15% and 45% of the player's floor).
      expect(Math.max(Math.abs(a.x - b.x) / 15, Math.abs(a.y - b.y) / 45)).toBeGreaterThanOrEqual(1)
      for (const p of [a, b]) for (const v of [p.x, p.y]) expect(v >= 0 && v <= 100).toBe(true)
    }
  })

  it('keeps a returning user where they were', () => {
    const state = emptyState({ numberOfDjs: 5 } as LiveRoomSettings)
    addUser(state, user('back'), { nickname: 'back' })
    const before = state.allUserData.back!.position
    addUser(state, user('back'), { nickname: 'back again' })
    expect(state.allUserData.back!.position).toBe(before)
  })
})
