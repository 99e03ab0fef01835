import { describe, expect, it } from 'vitest'
import type { SearchTrack } from '@spinroom/schemas'
import { songInputOf } from './search-song.ts'

const track: SearchTrack = {
  provider: 'spotify',
  providerId: 'sp1',
  songId: null,
  songShortId: null,
  isrc: 'not-an-isrc',
  trackName: 'Song',
  artistName: 'Artist',
  duration: 200,
  explicit: false,
  genre: null,
  albumName: 'Album',
  releaseYear: 2020,
  musicProviders: { spotify: 'sp1' },
  thumbnails: { spotify: 'https://i/1.jpg' },
  links: {},
  previews: {}
}

describe('songInputOf', () => {
  it('sends a catalogue song by its id alone', () => {
    expect(songInputOf({ ...track, provider: 'catalogue', songId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' })).toEqual({
      songId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d'
    })
  })

  it("sends a provider's song as song data, without an ISRC the catalogue would refuse", () => {
    const input = songInputOf(track)
    expect(input).toMatchObject({
      trackName: 'Song',
      artistName: 'Artist',
      isrc: null,
      musicProviders: { spotify: 'sp1' }
    })
    expect(input).not.toHaveProperty('provider')
    expect(songInputOf({ ...track, isrc: 'USRC17607839' })).toMatchObject({ isrc: 'USRC17607839' })
  })
})
