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

const RoomName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Slug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'lower-case letters, digits and single dashes'
})
export const RoomPassword = Type.String({ minLength: 1, maxLength: 100 })
/** An http(s) link, or null to clear it. */
export const ExternalUrl = Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }))
export const DjSeats = Type.Integer({ minimum: MIN_DJ_SEATS, maximum: MAX_DJ_SEATS })

/**
 * The fields a room is written with, each declared once: a create (only the name required) and an owners' patch take
 * them but the administrators' own, the admin patch all of them; the Room shows them (a password only as a flag) and
 * lists sort on most. A plain new field is one line here. A password is set by a string, cleared by null, never read.
 */
export const roomFields = {
  slug: Slug,
  name: RoomName,
  description: Nullable(Type.String({ maxLength: 2000 })),
  vibe: Nullable(Type.String({ maxLength: 100 })),
  djType: StringEnum(djTypes),
  type: StringEnum(roomTypes),
  design: StringEnum(roomDesigns),
  musicProviderKeys: Type.Array(StringEnum(musicProviderKeys), { uniqueItems: true }),
  numberOfDjs: DjSeats,
  songsPerDj: Type.Integer({ minimum: 1, maximum: 100 }),
  roomSize: Type.Integer({ minimum: 1, maximum: 100000 }),
  password: Nullable(RoomPassword),
  guestPassword: Nullable(RoomPassword),
  unlisted: Type.Boolean(),
  promoted: Type.Boolean(),
  isLive: Type.Boolean(),
  liveAudio: Type.Boolean(),
  hasChat: Type.Boolean(),
  externalUrl: ExternalUrl
}
/** Of a room's fields, those only administrators write. */
export const roomAdminFields = ['promoted', 'isLive', 'liveAudio'] as const

/** Read back without their write rules, so a row stored under older rules still reads. */
const asStored = {
  slug: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  vibe: Nullable(Type.String()),
  musicProviderKeys: Type.Array(StringEnum(musicProviderKeys)),
  externalUrl: Nullable(Type.String())
}

/**
 * A room as clients see it ("RoomDto"): passwords never leave, only whether there is one; live fields come from the
 * room's live state.
 */
export const RoomSchema = Type.Object(
  {
    id: Type.Integer(),
    uuid: Uuid,
    ...Type.Omit(Type.Object(roomFields), ['password', 'guestPassword']).properties,
    ...asStored,
    entryFee: Type.Integer({ minimum: 0 }),
    freeEntries: Type.Integer({ minimum: 0 }),
    isPasswordProtected: Type.Boolean(),
    isGuestPasswordProtected: Type.Boolean(),
    autoSkipDislikeRatio: Nullable(
      Type.Number({
        minimum: 0,
        maximum: 1,
        description: 'skip a song when dislikes reach this share of listeners; null: never'
      })
    ),
    posterUrl: Nullable(Type.String()),
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
