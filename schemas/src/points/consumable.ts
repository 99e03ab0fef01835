import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'

export const consumableDisplayTypes = ['cover', 'small'] as const
export const consumableOrders = [
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'tokenCost',
  '-tokenCost',
  'name',
  '-name'
] as const
/** Media types a consumable file may have, sniffed from its content (JSON is a Lottie animation). */
export const consumableFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/json'] as const
export const MAX_CONSUMABLE_FILE_BYTES = 5 * 1024 * 1024

/**
 * The fields an admin writes, each declared once with the rules the API checks: the consumable carries them, a create
 * takes them (the name, the cost and the display type required) and a patch any. A plain new field is one line here.
 */
const consumableFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Nullable(Type.String({ maxLength: 2000 })),
  tokenCost: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  displayType: StringEnum(consumableDisplayTypes),
  imageFileId: Nullable(Uuid),
  fileId: Nullable(Uuid)
}
const writable = Type.Object(consumableFields)

/** Something bought with tokens in a room (a cover shown over the player, or a small sticker). */
export const ConsumableSchema = Type.Object(
  {
    id: Uuid,
    ...consumableFields,
    // Described as stored: the name's, the description's and the cost's upper bounds are the writes' rules.
    name: Type.String(),
    description: Nullable(Type.String()),
    tokenCost: Type.Integer({ minimum: 0 }),
    imageUrl: Nullable(Type.String({ description: 'download URL of imageFileId' })),
    fileUrl: Nullable(Type.String({ description: 'download URL of fileId' })),
    ...Timestamps
  },
  { $id: 'Consumable', additionalProperties: false }
)
export type Consumable = Static<typeof ConsumableSchema>

const unlisted = ['description', 'imageFileId', 'fileId', 'imageUrl', 'fileUrl']
/** Lists filter, sort and select on every field but the free text and the files. */
export const consumableListFields = Object.keys(ConsumableSchema.properties).filter(
  (field) => !unlisted.includes(field)
)

export const ConsumableDataSchema = Type.Object(
  {
    ...Type.Partial(writable).properties,
    ...Type.Pick(writable, ['name', 'tokenCost', 'displayType']).properties
  },
  { additionalProperties: false }
)
export type ConsumableData = Static<typeof ConsumableDataSchema>

export const ConsumablePatchSchema = Type.Partial(writable, { additionalProperties: false, minProperties: 1 })
export type ConsumablePatch = Static<typeof ConsumablePatchSchema>

/** Filters of the consumable list and count. */
export const ConsumableFilterSchema = Type.Object({
  id: Type.Optional(Uuid),
  createdBefore: Type.Optional(Timestamp),
  displayType: Type.Optional(StringEnum(consumableDisplayTypes, { description: 'only covers or only smalls' })),
  orderBy: Type.Optional(StringEnum(consumableOrders, { description: 'field, descending with a leading -' }))
})
export type ConsumableFilter = Static<typeof ConsumableFilterSchema>

export const ConsumableQuery = Type.Object({ ...ConsumableFilterSchema.properties, ...OffsetPaging.properties })
export type ConsumableQueryType = Static<typeof ConsumableQuery>

/** A stored consumable file. */
export const ConsumableFileSchema = Type.Object(
  { id: Uuid, contentType: StringEnum(consumableFileTypes), size: Type.Integer(), url: Type.String() },
  { $id: 'ConsumableFile', additionalProperties: false }
)
export type ConsumableFile = Static<typeof ConsumableFileSchema>

export const FileIdParams = Type.Object({ fileId: Uuid })

export const CountSchema = Type.Object({ count: Type.Integer() })
