import type { Room } from '@spinroom/schemas'

/** Someone is DJing or a song is playing: a newcomer hears music there now. */
export const isPlaying = (room: Room) => room.song !== null || room.djUuids.length > 0

/** The DJ playing now: the first on stage. */
export const playingDj = (room: Room): string | undefined => room.djUuids[0]

/** A song's artwork: the first thumbnail it has, whatever the provider. */
export const artworkOf = (song: Room['song']): string | undefined =>
  song?.thumbnails ? Object.values(song.thumbnails).find(Boolean) : undefined

/** Live rooms, the biggest audience first. */
export const liveRooms = (rooms: Room[]) =>
  rooms.filter(isPlaying).sort((a, b) => b.numberOfUsersInRoom - a.numberOfUsersInRoom)
