import { describe, expect, it } from 'vitest'
import type { CrateEntry, LiveRoomState, LiveUser } from '@spinroom/schemas'
import { joinRefusal } from './join-refusal.ts'
import { floorOf, grantableRoles, mayModerate, memberOf } from './live-users.ts'
import { expiryOf } from './members/durations.ts'
import { toCrateSong } from './stage/crate-song.ts'

const user = (uuid: string, highestRole = 'user'): LiveUser => ({ uuid, tokenRole: 'user', highestRole, canDj: true })

describe('joinRefusal', () => {
  it("reads the live room's refusals", () => {
    expect(joinRefusal('This room needs a password')).toEqual({ kind: 'password', wrong: false })
    expect(joinRefusal('Wrong room password')).toEqual({ kind: 'password', wrong: true })
    expect(joinRefusal('This room needs a guest password')).toEqual({ kind: 'guestPassword', wrong: false })
    expect(joinRefusal('You are banned from this room')).toEqual({ kind: 'banned' })
    expect(joinRefusal('You were kicked from this room')).toEqual({ kind: 'kicked' })
    expect(joinRefusal('Room is full')).toEqual({ kind: 'full' })
    expect(joinRefusal('Room not found')).toEqual({ kind: 'other', message: 'Room not found' })
  })
})

describe('room roles on the stage', () => {
  it('lets owners, co-owners and global moderators grant any role but owner; room moderators restrictions only', () => {
    expect(grantableRoles(user('a', 'owner'), [])).not.toContain('owner')
    expect(grantableRoles(user('a', 'coOwner'), [])).toContain('moderator')
    expect(grantableRoles(user('a'), ['globalModerator'])).toContain('dj')
    expect(grantableRoles(user('a', 'moderator'), [])).toEqual(['banned', 'kicked', 'chatDisabled', 'djDisabled'])
    expect(grantableRoles(user('a', 'dj'), [])).toEqual([])
  })

  it('knows who moderates the room', () => {
    expect(mayModerate(user('a', 'moderator'), [])).toBe(true)
    expect(mayModerate(user('a', 'dj'), [])).toBe(false)
    expect(mayModerate(null, ['admin'])).toBe(true)
  })
})

describe('members', () => {
  // Only the parts of a room the rules read.
  const live = {
    allUsers: [user('dj'), user('ana'), user('ben')],
    allUserData: {
      dj: { userProfile: { nickname: 'djkai', color: '#00aa88' }, position: { x: 0, y: 0 }, songVotes: {} },
      ana: { userProfile: { nickname: 'ana', color: 'red' }, position: { x: 0, y: 0 }, songVotes: {} }
    },
    djs: [{ ...user('dj'), nextSong: null }]
  } as unknown as LiveRoomState

  it('names users from their profile, never by id', () => {
    expect(memberOf(live, 'dj')).toMatchObject({ nickname: 'djkai', color: '#00aa88' })
    expect(memberOf(live, 'ana').color).toBeNull()
    expect(memberOf(live, 'ben').nickname).toBe('?')
  })

  it('puts everyone but the DJs on the floor', () => {
    expect(floorOf(live)).toEqual(['ana', 'ben'])
  })
})

describe('durations and songs', () => {
  it('gives a kick or a role its end, or none for one that lasts', () => {
    expect(expiryOf('1h', 0)).toBe(new Date(3_600_000).toISOString())
    expect(expiryOf('forever')).toBeUndefined()
  })

  it('hands the live room only the crate song fields', () => {
    const entry = {
      artistName: 'The Oscillators',
      trackName: 'Sunrise Arpeggio',
      duration: 20,
      musicProviders: { uploadService: 'x' },
      crateSongUuid: '3f7b0d7e-7d1a-4a53-9a43-0d1e35b1a001',
      songId: '3f7b0d7e-7d1a-4a53-9a43-0d1e35b1a002',
      position: 0,
      status: 'SUCCESS',
      addedAt: '2026-01-01T00:00:00.000Z'
    } as CrateEntry
    const song = toCrateSong(entry)
    expect(song).not.toHaveProperty('addedAt')
    expect(song).toMatchObject({ trackName: 'Sunrise Arpeggio', crateSongUuid: entry.crateSongUuid, position: 0 })
  })
})
