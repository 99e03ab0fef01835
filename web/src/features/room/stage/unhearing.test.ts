import { describe, expect, it } from 'vitest'
import type { LiveRoomState } from '@spinroom/schemas'
import { unhearing } from './unhearing.ts'

const data = (nickname: string, playableProviders?: string[]) => ({
  userProfile: { nickname },
  position: { x: 0, y: 0 },
  songVotes: {},
  ...(playableProviders ? { playableProviders } : {})
})

// Only the parts of a room `unhearing` reads.
const live = {
  allUsers: [],
  allUserData: {
    dj: data('kai', ['spotify']),
    ana: data('ana', ['youtube', 'uploadService']),
    ben: data('ben', ['apple', 'uploadService']),
    cleo: data('cleo'),
    dan: data('dan', [])
  }
} as unknown as LiveRoomState

describe('who will not hear the next song', () => {
  it('names those whose player can play none of its providers, not the DJ, not those who did not say', () => {
    expect(unhearing(live, { spotify: 'sp1' }, 'dj')).toEqual(['ana', 'dan'])
  })
  it('counts Apple Music for a song with a spotify id (seed 002 §5) and everyone for what all can play', () => {
    expect(unhearing(live, { spotify: 'sp1', youtube: 'yt1' }, 'dj')).toEqual(['dan'])
    expect(unhearing(live, { uploadService: 'u1' }, 'nobody')).toEqual(['kai', 'dan'])
  })
})
