import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../common.ts'

export const imageKinds = ['profilePicture', 'coverPicture'] as const
/** Widths (square for profile pictures) every upload is resized to, by the seed's names for them. */
export const imageSizeNames = { small: 128, medium: 256, large: 500, extraLarge: 1024 } as const
export const imageSizes = Object.values(imageSizeNames)
/** The copy served when a request names no size (seed 002, "Image sizes"). */
export const DEFAULT_IMAGE_SIZE = imageSizeNames.medium

export const UserImageSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    kind: StringEnum(imageKinds),
    sourceFormat: Type.String({ description: 'format of the uploaded file, sniffed from its content' }),
    width: Type.Integer({ description: 'width of the largest copy' }),
    height: Type.Integer({ description: 'height of the largest copy' }),
    urls: Type.Record(Type.String(), Type.String(), { description: 'size → URL of that copy (image/webp)' }),
    createdAt: Type.String({ format: 'date-time' })
  },
  { $id: 'UserImage', additionalProperties: false }
)
export type UserImage = Static<typeof UserImageSchema>

/** Fields of the multipart `POST /users/images` besides the file (`image`). */
export const UserImageUploadSchema = Type.Object({ kind: StringEnum(imageKinds) })
export type UserImageUpload = Static<typeof UserImageUploadSchema>

export const UserImageQuery = Type.Object({
  size: Type.Optional(
    Type.Unsafe<number>({
      type: 'integer',
      enum: [...imageSizes],
      description: `which copy; ${DEFAULT_IMAGE_SIZE} (medium) by default`
    })
  )
})
