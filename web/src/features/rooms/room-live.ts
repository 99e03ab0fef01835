import type { Room } from '@spinroom/schemas'
import { artworkSrc } from '../../api/activity-origin.ts'

/** Someone is DJing or a song is playing: a newcomer hears music there now. */
export const isPlaying = (room: Room) => room.song !== null || room.djUuids.length > 0

/** The DJ playing now: the first on stage. */
export const playingDj = (room: Room): string | undefined => room.djUuids[0]

/** A song's artwork: the first thumbnail it has, whatever the provider, as this page may load it. */
export const artworkOf = (song: Room['song']): string | undefined =>
  artworkSrc(song?.thumbnails ? Object.values(song.thumbnails).find(Boolean) : undefined)

/** Live rooms, the biggest audience first. */
export const liveRooms = (rooms: Room[]) =>
  rooms.filter(isPlaying).sort((a, b) => b.numberOfUsersInRoom - a.numberOfUsersInRoom)
