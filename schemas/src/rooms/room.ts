import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'
import { CrateSongSchema } from '../songs/crate-song.ts'
import { seedMusicProviders } from '../playlists/import.ts'
import { RoomUserRoleSchema } from './room-role.ts'

export const djTypes = ['EVERYONE', 'INVITE_ONLY', 'PRO_PLAN_OWNER', 'VERIFIED_ONLY'] as const
export const roomTypes = ['PUBLIC', 'PRIVATE'] as const
export const roomDesigns = [
  'BARN',
  'BARN_UA',
  'CHAT_ONLY',
  'CLUB',
  'CLUB_UA',
  'FERRY_BUILDING',
  'FESTIVAL',
  'STADIUM',
  'THEATER',
  'TOMORROWLAND',
  'UNDERGROUND',
  'YACHT'
] as const
/** What a room may name as its music providers: all 14 of seed 002 §3 (the hangout brand's only one: sevenDigital). */
export const musicProviderKeys = seedMusicProviders
export type DjType = (typeof djTypes)[number]
export type RoomType = (typeof roomTypes)[number]
export type RoomDesign = (typeof roomDesigns)[number]

export const MIN_DJ_SEATS = 1
export const MAX_DJ_SEATS = 10

/** A pinned chat message shown above a room's chat. */
export const PinnedMessageSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100 }),
    message: Type.String({ minLength: 1, maxLength: 1000 }),
    userUuid: Nullable(Uuid),
    pinnedAt: Type.String({ format: 'date-time' })
  },
  { additionalProperties: false }
)
export type PinnedMessage = Static<typeof PinnedMessageSchema>

/**
 * A room as clients see it ("RoomDto"): passwords never leave, only whether there is one; live fields come from the
 * room's live state.
 */
export const RoomSchema = Type.Object(
  {
    id: Type.Integer(),
    uuid: Uuid,
    slug: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    vibe: Nullable(Type.String()),
    djType: StringEnum(djTypes),
    type: StringEnum(roomTypes),
    design: StringEnum(roomDesigns),
    musicProviderKeys: Type.Array(StringEnum(musicProviderKeys)),
    numberOfDjs: Type.Integer({ minimum: MIN_DJ_SEATS, maximum: MAX_DJ_SEATS }),
    songsPerDj: Type.Integer({ minimum: 1, maximum: 100 }),
    roomSize: Type.Integer({ minimum: 1, maximum: 100000 }),
    entryFee: Type.Integer({ minimum: 0 }),
    freeEntries: Type.Integer({ minimum: 0 }),
    isPasswordProtected: Type.Boolean(),
    isGuestPasswordProtected: Type.Boolean(),
    unlisted: Type.Boolean(),
    promoted: Type.Boolean(),
    isLive: Type.Boolean(),
    liveAudio: Type.Boolean(),
    hasChat: Type.Boolean(),
    autoSkipDislikeRatio: Nullable(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description: 'skip a song when dislikes reach this share of listeners; null: never'
      })
    ),
    posterUrl: Nullable(Type.String()),
    externalUrl: Nullable(Type.String()),
    pinnedMessages: Type.Array(PinnedMessageSchema),
    discordGuildId: Nullable(Type.String()),
    roomRoles: Type.Array(RoomUserRoleSchema),
    song: Nullable(CrateSongSchema),
    usersInRoomUuids: Type.Array(Uuid),
    friendInRoomUuids: Type.Array(Uuid),
    numberOfUsersInRoom: Type.Integer({ description: 'everyone in the room, DJs included' }),
    numberOfListeners: Type.Integer({ description: 'those in the room who are not on a DJ seat' }),
    numberOfActiveDjs: Type.Integer(),
    djUuids: Type.Array(Uuid, { description: 'DJs on stage; the first one is playing' }),
    endTime: Nullable(
      Type.Number({ description: 'when the current song ends, ms since the epoch (as nowPlaying.endTime); null: none' })
    ),
    favorited: Type.Boolean({ description: "whether the caller has the room among their favorites (seed 002's flag)" }),
    ...Timestamps
  },
  { $id: 'Room', additionalProperties: false }
)
export type Room = Static<typeof RoomSchema>
