import { describe, expect, it } from 'vitest'
import type { UploadedSong } from '@spinroom/schemas'
import { crateInputOf, pollDelay, stageOf } from './upload-stage.ts'

const song = (changes: Partial<UploadedSong>): UploadedSong => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  uploaderNickname: 'djkai',
  status: 'MISSING_METADATA',
  originalName: 'take.mp3',
  mimeType: 'audio/mpeg',
  codec: 'mp3',
  bitrate: 64000,
  sizeBytes: 1000,
  duration: 12.5,
  trackName: null,
  artistName: null,
  albumName: null,
  genre: null,
  releaseYear: null,
  isrc: null,
  explicit: false,
  artwork: null,
  transcodeProgress: 0,
  hlsReady: false,
  error: null,
  isPublic: true,
  songId: null,
  verifiedBy: null,
  verifiedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...changes
})

describe('stageOf', () => {
  it('says where an upload stands in the DJ’s terms', () => {
    expect(stageOf(song({ status: 'VALID_FILE_TYPE' }))).toBe('receiving')
    expect(stageOf(song({ status: 'MISSING_METADATA' }))).toBe('needsTags')
    expect(stageOf(song({ status: 'VERIFICATION_POSTPONED', transcodeProgress: 40 }))).toBe('transcoding')
    expect(stageOf(song({ status: 'VERIFICATION_POSTPONED', hlsReady: true }))).toBe('review')
    expect(stageOf(song({ status: 'VERIFIED', hlsReady: true }))).toBe('verified')
    expect(stageOf(song({ status: 'UNVERIFIED', error: 'Poor quality' }))).toBe('rejected')
    expect(stageOf(song({ status: 'VERIFICATION_ERROR', error: 'ffmpeg failed' }))).toBe('failed')
  })
})

describe('pollDelay', () => {
  it('polls often while a transcode runs, seldom while a review waits, not at all otherwise', () => {
    const transcoding = song({ status: 'VERIFICATION_POSTPONED' })
    const review = song({ status: 'VERIFICATION_POSTPONED', hlsReady: true })
    expect(pollDelay([review, transcoding])).toBe(1500)
    expect(pollDelay([review, song({ status: 'VERIFIED' })])).toBe(15_000)
    expect(pollDelay([song({}), song({ status: 'VERIFICATION_ERROR' })])).toBe(false)
    expect(pollDelay([])).toBe(false)
  })
})

describe('crateInputOf', () => {
  it('is the catalogue song once verified, the upload’s song data before, nothing without a title and artist', () => {
    expect(crateInputOf(song({ status: 'VERIFIED', songId: '00000000-0000-4000-8000-000000000003' }))).toEqual({
      songId: '00000000-0000-4000-8000-000000000003'
    })
    expect(crateInputOf(song({ trackName: 'Blue', artistName: 'Kai', albumName: 'Sea' }))).toEqual({
      trackName: 'Blue',
      artistName: 'Kai',
      albumName: 'Sea',
      duration: 12.5,
      musicProviders: { uploadService: '00000000-0000-4000-8000-000000000001' }
    })
    expect(crateInputOf(song({ trackName: 'Blue', artistName: 'Kai', artwork: '/art.png' }))).toMatchObject({
      thumbnails: { uploadService: '/art.png' }
    })
    expect(crateInputOf(song({ trackName: 'Blue' }))).toBeNull()
  })
})
