import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Uuid } from '../common.ts'

/** The most bytes an image posted in chat (`imageBase64`) may hold once decoded: 256 KiB. */
export const CHAT_IMAGE_MAX_BYTES = 256 * 1024
/** The image types chat accepts, told apart by the bytes themselves, not by what the sender says they are. */
export const chatImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ChatImageType = (typeof chatImageTypes)[number]

const CHAT_IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
/** Whether a message's `imageBase64` is what the server answers: a base64 data URL of one of chat's image types. */
export const isChatImageDataUrl = (text: string | null | undefined): text is string =>
  !!text && CHAT_IMAGE_DATA_URL.test(text)

/** Base64 of CHAT_IMAGE_MAX_BYTES, with room for a `data:image/…;base64,` prefix. */
const IMAGE_BASE64_MAX_LENGTH = Math.ceil(CHAT_IMAGE_MAX_BYTES / 3) * 4 + 32

/** An image sent in chat: a `data:image/…;base64,` URL, or the base64 of the image alone. */
export const ImageBase64Input = Type.String({
  minLength: 1,
  maxLength: IMAGE_BASE64_MAX_LENGTH,
  description: `a png, jpeg, gif or webp image of at most ${CHAT_IMAGE_MAX_BYTES} bytes: a data URL or plain base64`
})

/** The crate a message shares: its uuid (the server fills in the card from the crate itself). */
export const SharedPlaylistInput = Type.Object(
  { crateUuid: Uuid },
  { additionalProperties: false, description: "a crate to share; the card's other fields are the crate's own" }
)

/** The card of a crate shared in chat (seed 002 §3 Chat message, `playlist`). */
export const PlaylistCardSchema = Type.Object(
  {
    crateName: Type.String(),
    crateUuid: Uuid,
    provider: Nullable(Type.String({ description: 'the provider it was imported from; null for a crate made here' })),
    thumbnails: Type.Array(Type.String(), { description: 'artwork of its first songs' }),
    userUuid: Uuid,
    totalSongs: Type.Integer({ minimum: 0 }),
    isCurrentUserPlaylist: Type.Boolean({ description: "whether the crate is its sharer's own" })
  },
  { additionalProperties: false }
)
export type PlaylistCard = Static<typeof PlaylistCardSchema>
