import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'

/** What a custom field can be attached to. */
export const customFieldEntities = ['user', 'room', 'consumable', 'avatar'] as const
export type CustomFieldEntity = (typeof customFieldEntities)[number]
/** What a custom field's values are: `date` is an ISO date (or date-time), `url` an http(s) address. */
export const customFieldTypes = ['string', 'number', 'boolean', 'date', 'url'] as const
export type CustomFieldType = (typeof customFieldTypes)[number]

const Key = Type.String({
  pattern: '^[a-z][a-zA-Z0-9]*$',
  maxLength: 64,
  description: 'lower camel case, unique per entity'
})
const Label = Type.String({ minLength: 1, maxLength: 100 })
const Description = Nullable(Type.String({ maxLength: 500 }))
const Entity = StringEnum(customFieldEntities)

/**
 * The fields an admin writes, each declared once: the custom field carries them, a create takes them (all but the
 * description required) and a patch those that are not its identity. A plain new field is one line here.
 */
const customFieldFields = {
  key: Key,
  label: Label,
  entity: Entity,
  type: StringEnum(customFieldTypes),
  required: Type.Boolean(),
  description: Description
}
const writable = Type.Object(customFieldFields)

/** An extra field an admin defines for users, rooms, consumables or avatars. */
export const CustomFieldSchema = Type.Object(
  { id: Uuid, ...customFieldFields, ...Timestamps },
  { $id: 'CustomField', additionalProperties: false }
)
export type CustomField = Static<typeof CustomFieldSchema>

/** Lists filter, sort and select on every field but the free text. */
export const customFieldListFields = Object.keys(CustomFieldSchema.properties).filter(
  (field) => field !== 'description'
)

export const CustomFieldDataSchema = Type.Object(
  {
    ...Type.Partial(writable).properties,
    ...Type.Pick(writable, ['key', 'label', 'entity', 'type']).properties,
    required: Type.Boolean({ default: false })
  },
  { additionalProperties: false }
)
export type CustomFieldData = Static<typeof CustomFieldDataSchema>

/** The key, the entity and the type are a field's identity (values are stored under them): the rest may change. */
export const CustomFieldPatchSchema = Type.Partial(Type.Omit(writable, ['key', 'entity', 'type']), {
  additionalProperties: false,
  minProperties: 1
})
export type CustomFieldPatch = Static<typeof CustomFieldPatchSchema>

/** Names one field: `{ entity, key }`. */
export const CustomFieldRefSchema = Type.Object({ entity: Entity, key: Key }, { additionalProperties: false })
export type CustomFieldRef = Static<typeof CustomFieldRefSchema>
/** The same, each part optional: `DELETE /custom-fields` takes them from the body or the query. */
export const CustomFieldRefPartSchema = Type.Partial(CustomFieldRefSchema)

export const CustomFieldValuesParams = Type.Object({
  entity: Entity,
  entityId: Type.String({ minLength: 1, maxLength: 200 })
})
export type CustomFieldValuesParamsType = Static<typeof CustomFieldValuesParams>

/** The custom field values of one entity, by key; PUT replaces them all (null or absent clears a value). */
export const CustomFieldValuesDataSchema = Type.Object(
  { values: Type.Record(Type.String(), Type.Unknown(), { description: 'value by field key' }) },
  { additionalProperties: false }
)
export type CustomFieldValuesData = Static<typeof CustomFieldValuesDataSchema>

export const CustomFieldValuesSchema = Type.Object(
  {
    entity: Entity,
    entityId: Type.String(),
    values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))
  },
  { $id: 'CustomFieldValues', additionalProperties: false }
)
export type CustomFieldValues = Static<typeof CustomFieldValuesSchema>
