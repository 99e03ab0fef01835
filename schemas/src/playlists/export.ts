import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../common.ts'

/** What to export: one of the caller's crates, under a name on the provider. */
export const CrateExportSchema = Type.Object(
  {
    crateUuid: Uuid,
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$' })
    ),
    description: Type.Optional(Type.String({ maxLength: 300, pattern: '^[^\\u0000]*$' }))
  },
  { additionalProperties: false }
)
export type CrateExport = Static<typeof CrateExportSchema>

export const CrateExportResultSchema = Type.Object(
  {
    provider: StringEnum(['spotify', 'apple'] as const),
    playlistId: Type.String({ description: 'the new playlist on the user’s account' }),
    url: Type.Optional(Type.String()),
    exported: Type.Integer({ minimum: 0, description: 'songs with an id on the provider, added in crate order' }),
    skipped: Type.Integer({ minimum: 0, description: 'songs the provider has no id for' })
  },
  { $id: 'CrateExportResult', additionalProperties: false }
)
export type CrateExportResult = Static<typeof CrateExportResultSchema>
