import type { PlayEventTopic, PlayRecord } from '@spinroom/schemas'
import { describe, expect, it } from 'vitest'
import { PlayTracker, type TrackedRoom, type TrackedSong } from './play-tracker.ts'

const lounge: TrackedRoom = { slug: 'lounge', ownerUuid: 'owner-1' }
const song = (key: string): TrackedSong => ({
  key,
  djUuid: 'dj-1',
  info: { songId: key, trackName: `Track ${key}`, artistName: 'Artist', duration: 200 }
})
const first = song('a')

function tracker() {
  const sent: { topic: PlayEventTopic; record: PlayRecord }[] = []
  let volume = 0.5
  let clock = Date.parse('2026-11-24T20:00:00Z')
  let ids = 0
  const t = new PlayTracker({
    send: (topic, record) => sent.push({ topic, record }),
    listener: () => ({ userUuid: 'me', userProvider: 'uploadService', subscriptionLevel: null }),
    volume: () => volume,
    now: () => new Date(clock),
    newId: () => `play-${++ids}`
  })
  return {
    t,
    sent,
    topics: () => sent.map((x) => x.topic),
    setVolume: (v: number) => (volume = v),
    tick: (seconds: number) => (clock += seconds * 1000)
  }
}

describe('PlayTracker (seed 002, "Play tracking")', () => {
  it('start opens a record with every field of the play-tracking record, and sends nothing', () => {
    const { t, sent } = tracker()
    t.start(lounge, first, 0)
    expect(sent).toEqual([])
    expect(t.current).toEqual({
      userUuid: 'me',
      roomSlug: 'lounge',
      roomOwnerUuid: 'owner-1',
      djUuid: 'dj-1',
      songInfo: first.info,
      startedDate: '2026-11-24T20:00:00.000Z',
      updatedDate: '2026-11-24T20:00:00.000Z',
      volumeStart: 0.5,
      volumeEnd: 0.5,
      playId: 'play-1',
      sent15sec: false,
      sent30sec: false,
      userProvider: 'uploadService',
      subscriptionLevel: null,
      elapsedSeconds: 0
    })
  })

  it('continue updates the record: its updated date, end volume and elapsed time', () => {
    const { t, tick, setVolume } = tracker()
    t.start(lounge, first, 0)
    tick(5)
    setVolume(0.2)
    t.continue(lounge, first, 5)
    expect(t.current).toMatchObject({
      startedDate: '2026-11-24T20:00:00.000Z',
      updatedDate: '2026-11-24T20:00:05.000Z',
      volumeStart: 0.5,
      volumeEnd: 0.2,
      elapsedSeconds: 5
    })
  })

  it('sends the 15-second event once, when the elapsed time is between 10 and 20 seconds', () => {
    const { t, sent, topics } = tracker()
    t.start(lounge, first, 0)
    t.continue(lounge, first, 9.9)
    expect(sent).toEqual([])
    t.continue(lounge, first, 10)
    t.continue(lounge, first, 14)
    t.continue(lounge, first, 20)
    expect(topics()).toEqual(['played15Sec'])
    expect(sent[0]!.record).toMatchObject({ sent15sec: true, sent30sec: false, elapsedSeconds: 10, playId: 'play-1' })
  })

  it('sends no 15-second event when the play is first seen after 20 seconds', () => {
    const { t, topics } = tracker()
    t.start(lounge, first, 0)
    t.continue(lounge, first, 21)
    expect(topics()).toEqual([])
  })

  it('sends the 30-second event once, when the elapsed time is between 25 and 35 seconds', () => {
    const { t, sent, topics } = tracker()
    t.start(lounge, first, 0)
    t.continue(lounge, first, 12)
    t.continue(lounge, first, 24.9)
    expect(topics()).toEqual(['played15Sec'])
    t.continue(lounge, first, 25)
    t.continue(lounge, first, 35)
    t.continue(lounge, first, 36)
    expect(topics()).toEqual(['played15Sec', 'played30Sec'])
    expect(sent[1]!.record).toMatchObject({ sent15sec: true, sent30sec: true, elapsedSeconds: 25 })
  })

  it('sends no 30-second event past 35 seconds', () => {
    const { t, topics } = tracker()
    t.start(lounge, first, 0)
    t.continue(lounge, first, 36)
    expect(topics()).toEqual([])
  })

  it('end sends the total played with the elapsed time and clears the record', () => {
    const { t, sent, topics } = tracker()
    t.start(lounge, first, 0)
    t.end(lounge, first, 42)
    expect(topics()).toEqual(['totalPlayed'])
    expect(sent[0]!.record).toMatchObject({ elapsedSeconds: 42, playId: 'play-1' })
    expect(t.current).toBeNull()
    t.continue(lounge, first, 12)
    t.end(lounge, first, 50)
    expect(topics()).toEqual(['totalPlayed'])
  })

  it('end sends nothing when nothing was heard (elapsed zero), and still clears the record', () => {
    const { t, sent } = tracker()
    t.start(lounge, first, 0)
    t.end(lounge, first, 0)
    expect(sent).toEqual([])
    expect(t.current).toBeNull()
  })

  it('ignores continue and end for another room or another song', () => {
    const { t, topics } = tracker()
    t.start(lounge, first, 0)
    const elsewhere = { slug: 'rooftop', ownerUuid: 'owner-2' }
    t.continue(elsewhere, first, 12)
    t.continue(lounge, song('b'), 12)
    t.end(elsewhere, first, 40)
    t.end(lounge, song('b'), 40)
    expect(topics()).toEqual([])
    expect(t.current).toMatchObject({ roomSlug: 'lounge', elapsedSeconds: 0 })
    t.end(lounge, first, 40)
    expect(topics()).toEqual(['totalPlayed'])
  })

  it('a new start opens a new play with its own id and sent flags', () => {
    const { t, sent } = tracker()
    t.start(lounge, first, 0)
    t.continue(lounge, first, 12)
    t.end(lounge, first, 30)
    t.start(lounge, song('b'), 0)
    expect(t.current).toMatchObject({ playId: 'play-2', sent15sec: false, sent30sec: false, songInfo: song('b').info })
    expect(sent.map((x) => x.record.playId)).toEqual(['play-1', 'play-1'])
  })
})
