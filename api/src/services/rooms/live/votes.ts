import type { LiveRoomState, SongVotes, VoteCounts, VoteOnSong } from '@spinroom/schemas'
import { BadRequest, Forbidden } from '../../../errors.ts'

/** Everyone in the room but the DJ playing: the people who can vote on the song. */
export function listenerCount(state: LiveRoomState): number {
  const playing = state.nowPlaying ? state.djs[0]?.uuid : undefined
  return state.allUsers.length - (playing && state.allUsers.some((u) => u.uuid === playing) ? 1 : 0)
}

/** What one user's votes add to the counts. */
const tally = (votes: SongVotes): VoteCounts => ({
  likes: votes.like === true ? 1 : 0,
  dislikes: votes.like === false ? 1 : 0,
  stars: votes.star === true ? 1 : 0
})

/** `counts` with `sign` times `more` added. */
const plus = (counts: VoteCounts, more: VoteCounts, sign = 1): VoteCounts => ({
  likes: counts.likes + sign * more.likes,
  dislikes: counts.dislikes + sign * more.dislikes,
  stars: counts.stars + sign * more.stars
})

export function countVotes(state: LiveRoomState): VoteCounts {
  let counts: VoteCounts = { likes: 0, dislikes: 0, stars: 0 }
  for (const { songVotes } of Object.values(state.allUserData)) counts = plus(counts, tally(songVotes))
  return counts
}

/** The vibe meter: (likes − dislikes) / max(1, listeners), clamped to −1..1. */
export function vibeMeter(counts: VoteCounts, listeners: number): number {
  const value = (counts.likes - counts.dislikes) / Math.max(1, listeners)
  return Math.max(-1, Math.min(1, Math.round(value * 1000) / 1000))
}

export function refreshVotes(state: LiveRoomState): void {
  state.voteCounts = countVotes(state)
  state.vibeMeter = vibeMeter(state.voteCounts, listenerCount(state))
}

/** A new play starts with no votes (only the entries that held one are replaced). */
export function clearVotes(state: LiveRoomState): void {
  for (const [uuid, data] of Object.entries(state.allUserData))
    if (Object.keys(data.songVotes).length) state.allUserData[uuid] = { ...data, songVotes: {} }
  refreshVotes(state)
}

/**
 * Records the caller's vote on the song now playing (one per user per play; a new vote replaces it, null withdraws).
 */
export function applyVote(state: LiveRoomState, uuid: string, votes: VoteOnSong['songVotes']): void {
  if (!state.nowPlaying) throw new BadRequest('Nothing is playing')
  const data = state.allUserData[uuid]
  if (!data) throw new Forbidden('Join the room first')
  const next = { ...data.songVotes }
  for (const key of ['like', 'star'] as const) {
    const value = votes[key]
    if (value === null) delete next[key]
    else if (value !== undefined) next[key] = value
  }
  state.allUserData[uuid] = { ...data, songVotes: next }
  // Counted from the one vote that changed: a full room is not walked for every vote.
  state.voteCounts = plus(plus(state.voteCounts, tally(data.songVotes), -1), tally(next))
  state.vibeMeter = vibeMeter(state.voteCounts, listenerCount(state))
}

/** True when the room skips songs on dislikes and this song has reached the share. */
export function dislikedEnough(state: LiveRoomState): boolean {
  const ratio = state.settings.autoSkipDislikeRatio
  if (ratio === null || ratio === undefined || !state.nowPlaying) return false
  return state.voteCounts.dislikes > 0 && state.voteCounts.dislikes / Math.max(1, listenerCount(state)) >= ratio
}
