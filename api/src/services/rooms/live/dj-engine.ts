import type { CrateSong, LiveDj, SongVotes, VoteCounts } from '@spinroom/schemas'
import { Conflict, Forbidden } from '../../../errors.ts'
// A DJ's queue crate feeds the stage when their client names no next song.
import { queueHead, requeuePlayed } from '../../playlists/crates/queue.ts'
import { withPlayback } from '../../songs/catalogue/playback.ts'
import { announceCrate } from '../../playlists/crates/writes.ts'
import { moderatorUuidOf, recordModeration } from '../../accounts/moderation/records.ts'
import { djRefusal, type Actor } from './permissions.ts'
import { postRoomNotice } from './room-notices.ts'
import { isDj, isInRoom, nicknameIn, placeUsers } from './state.ts'
import type { Mutation } from './store.ts'
import { clearVotes } from './votes.ts'

const seatCount = (m: Mutation) => m.state.settings.numberOfDjs
const withoutDj = (djs: LiveDj[], uuid: string) => djs.filter((d) => d.uuid !== uuid)

/** A play just written to room_plays, with what its DJ's points depend on. */
export interface EndedPlay {
  id: number
  djUuid: string
  voteCounts: VoteCounts
  /** The DJ's own votes on their song. */
  djVotes: SongVotes
  skipped: boolean
}

/** A song without its streams and playback token: a play keeps what it was, not what expires. */
const withoutPlayback = ({ streamUrls: _urls, playbackToken: _token, ...song }: CrateSong): CrateSong => song

/** Writes the play that is ending to room_plays: the time it actually played, its votes, whether it was cut short. */
async function recordPlay(m: Mutation, skipped: boolean): Promise<EndedPlay | null> {
  const playing = m.state.nowPlaying
  const djUuid = m.engine.playingDj
  if (!playing || !djUuid) return null
  const endTime = Math.min(m.now, playing.endTime)
  const cut = skipped || endTime < playing.endTime
  const [{ id }] = await m
    .trx('room_plays')
    .insert({
      roomId: m.roomId,
      song: JSON.stringify(withoutPlayback(playing.song)),
      djUuid,
      startTime: new Date(playing.startTime),
      endTime: new Date(Math.max(endTime, playing.startTime)),
      voteCounts: JSON.stringify(m.state.voteCounts),
      skipped: cut
    })
    .returning('id')
  m.engine.playingDj = null
  if (playing.song.crateSongUuid) await requeue(m, djUuid, playing.song.crateSongUuid)
  return {
    id: Number(id),
    djUuid,
    voteCounts: { ...m.state.voteCounts },
    djVotes: { ...m.state.allUserData[djUuid]?.songVotes },
    skipped: cut
  }
}

/** A song of the DJ's queue has played: it goes to the end of their queue, announced once the room's change commits. */
async function requeue(m: Mutation, djUuid: string, crateSongUuid: string): Promise<void> {
  const crate = await requeuePlayed(m.trx, djUuid, crateSongUuid)
  if (crate) m.afterCommit(() => announceCrate(m.app, crate))
}

/** The catalogue's word on a song; one not in the catalogue keeps what its DJ said. */
async function isExplicit(m: Mutation, song: CrateSong): Promise<boolean> {
  const row = song.songId ? await m.trx('songs').where('id', song.songId).first('explicit') : undefined
  return row ? Boolean(row.explicit) : song.explicit === true
}

/**
 * Starts the first DJ's next song: the one their client named, else the head of their queue (so a DJ whose client
 * dropped plays on); DJs with neither leave the stage. `continuing`: the same DJ plays on in their turn.
 */
async function playNext(m: Mutation, continuing: boolean): Promise<void> {
  let sameDj = continuing
  // A queue's head is read with the catalogue's explicit flag already; a song the DJ's client named is not.
  let fromCatalogue: CrateSong | null = null
  while (m.state.djs.length && !m.state.djs[0].nextSong) {
    const fromQueue = await queueHead(m.trx, m.state.djs[0].uuid)
    if (fromQueue) {
      m.state.djs[0].nextSong = fromCatalogue = fromQueue
      break
    }
    m.state.djs.shift()
    sameDj = false
  }
  const dj = m.state.djs[0]
  if (!dj) {
    m.state.nowPlaying = null
    m.state.songsRemainingForDj = 0
  } else {
    // What the players load comes from this server, never from the DJ's client: the streams, and the catalogue's
    // explicit flag, which decides who hears the song in a Discord activity (seed 002 §5).
    const next = dj.nextSong!
    const explicit = next === fromCatalogue ? next.explicit === true : await isExplicit(m, next)
    const song = withPlayback(m.app, { ...withoutPlayback(next), explicit })
    m.state.nowPlaying = { song, startTime: m.now, endTime: m.now + Math.round(song.duration * 1000) }
    m.engine.playingDj = dj.uuid
    m.afterCommit(() => m.app.get('metrics').songsPlayed.inc())
    dj.nextSong = null
    if (!sameDj) m.state.songsRemainingForDj = Math.max(0, m.state.settings.songsPerDj - 1)
  }
  placeUsers(m.state)
  clearVotes(m.state)
}

/**
 * The song ended or was skipped: record it, move the rotation on, play the next song (`playedSong`); answers the
 * recorded play.
 */
export async function advance(m: Mutation, skipped: boolean): Promise<EndedPlay | null> {
  const current = m.state.djs[0]
  const play = await recordPlay(m, skipped)
  let continuing = false
  if (current && m.engine.stepDown.includes(current.uuid)) {
    m.engine.stepDown = m.engine.stepDown.filter((u) => u !== current.uuid)
    m.state.djs = withoutDj(m.state.djs, current.uuid)
    placeUsers(m.state)
    m.stateful('removedDj')
  } else if (current && m.state.songsRemainingForDj > 0) {
    m.state.songsRemainingForDj--
    continuing = true
  } else if (current) {
    m.state.djs = [...m.state.djs.slice(1), current]
  }
  await playNext(m, continuing)
  m.stateful('playedSong')
  return play
}

export function assertInRoom(m: Mutation, actor: Actor): void {
  if (!isInRoom(m.state, actor.uuid)) throw new Forbidden('Join the room first')
}

/**
 * addDj: takes a seat (djType rules, free seat), optionally with the next song; starts play when nothing plays and the
 * DJ has a song (named, or at the head of their queue).
 */
export async function addDj(
  m: Mutation,
  actor: Actor,
  song: CrateSong | null,
  stepDownAfterSong: boolean
): Promise<void> {
  assertInRoom(m, actor)
  const refusal = djRefusal(m.state.settings.djType, actor.caller, actor.roles)
  if (refusal) throw new Forbidden(refusal)
  if (isDj(m.state, actor.uuid)) throw new Conflict('You are already a DJ')
  if (m.state.djs.length >= seatCount(m)) throw new Forbidden('There is no free DJ seat')
  m.state.djs.push({ ...actor.live, nextSong: song })
  if (stepDownAfterSong && !m.engine.stepDown.includes(actor.uuid)) m.engine.stepDown.push(actor.uuid)
  placeUsers(m.state)
  m.stateful('addedDj')
  if (!m.state.nowPlaying && (song || (await queueHead(m.trx, actor.uuid)))) {
    await playNext(m, false)
    m.stateful('playedSong')
  }
}

/** Takes a DJ off the stage now (`removedDj`); if they were playing, the next song plays (`playedSong`). */
export async function unseatDj(m: Mutation, uuid: string): Promise<void> {
  const wasPlaying = !!m.state.nowPlaying && m.state.djs[0]?.uuid === uuid
  if (wasPlaying) await recordPlay(m, true)
  m.state.djs = withoutDj(m.state.djs, uuid)
  m.engine.stepDown = m.engine.stepDown.filter((u) => u !== uuid)
  placeUsers(m.state)
  m.stateful('removedDj')
  if (wasPlaying) {
    await playNext(m, false)
    m.stateful('playedSong')
  }
}

/**
 * removeDj: a DJ leaves (now, or after the song they are playing); a moderator may remove another DJ (recorded, with
 * the reason given).
 */
export async function removeDj(
  m: Mutation,
  actor: Actor,
  djUuid: string | undefined,
  afterSong: boolean,
  reason?: string
): Promise<void> {
  const target = djUuid ?? actor.uuid
  if (target !== actor.uuid && !actor.isModerator) throw new Forbidden('Only moderators may remove another DJ')
  if (!isDj(m.state, target)) throw new Forbidden('That user is not a DJ')
  const playing = !!m.state.nowPlaying && m.state.djs[0]?.uuid === target
  const deferred = afterSong && playing
  if (target !== actor.uuid) {
    await recordModeration(m.app, m.trx, [
      {
        actionType: 'removeDj',
        targetUserUuid: target,
        moderatorUuid: moderatorUuidOf(actor.caller),
        roomUuid: m.roomUuid,
        reason,
        details: { afterSong: deferred, wasPlaying: playing }
      }
    ])
    const userName = nicknameIn(m.state, target)
    await postRoomNotice(m, { kind: 'djRemoved', userUuid: target, userName, ...(deferred && { afterSong: true }) })
  }
  if (deferred) {
    if (!m.engine.stepDown.includes(target)) m.engine.stepDown.push(target)
    return
  }
  await unseatDj(m, target)
}

/** updateNextSong: the DJ's next song (null clears it); starts play when this DJ is first and nothing plays. */
export async function updateNextSong(m: Mutation, actor: Actor, song: CrateSong | null): Promise<void> {
  const dj = m.state.djs.find((d) => d.uuid === actor.uuid)
  if (!dj) throw new Forbidden('Only DJs have a next song')
  dj.nextSong = song
  placeUsers(m.state)
  m.stateful('updatedNextSong')
  if (!m.state.nowPlaying && song && m.state.djs[0]?.uuid === actor.uuid) {
    await playNext(m, false)
    m.stateful('playedSong')
  }
}

export const NOTHING_PLAYING = 'Nothing is playing in this room'

/** skipSong: the playing DJ skips their own song, a moderator anyone's (recorded, with the reason given). */
export async function skipSong(m: Mutation, actor: Actor, reason?: string): Promise<void> {
  if (!m.state.nowPlaying) throw new Conflict(NOTHING_PLAYING)
  const djUuid = m.state.djs[0]?.uuid
  if (djUuid !== actor.uuid && !actor.isModerator)
    throw new Forbidden('Only the playing DJ or a moderator may skip this song')
  if (djUuid && djUuid !== actor.uuid) {
    const { trackName, artistName } = m.state.nowPlaying.song
    await recordModeration(m.app, m.trx, [
      {
        actionType: 'skipSong',
        targetUserUuid: djUuid,
        moderatorUuid: moderatorUuidOf(actor.caller),
        roomUuid: m.roomUuid,
        reason,
        details: { trackName, artistName }
      }
    ])
    await postRoomNotice(m, { kind: 'songSkipped', userUuid: djUuid, userName: nicknameIn(m.state, djUuid), trackName })
  }
  await advance(m, true)
}
