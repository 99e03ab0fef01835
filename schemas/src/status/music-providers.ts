import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'
import { songProviderKeys } from '../songs/crate-song.ts'
import { routeGroup } from '../route.ts'

/** One music provider as the console's service status shows it. */
export const MusicProviderStatusSchema = Type.Object(
  {
    provider: StringEnum(songProviderKeys),
    name: Type.String(),
    configured: Type.Boolean({ description: 'every setting it needs is set' }),
    missing: Type.Array(Type.String(), { description: 'the settings it lacks' }),
    answering: Nullable(Type.Boolean({ description: 'a cheap real call succeeded in time; null: not asked' })),
    latencyMs: Nullable(Type.Number({ description: 'how long that call took' })),
    error: Nullable(Type.String({ description: 'why it did not answer' }))
  },
  { $id: 'MusicProviderStatus', additionalProperties: false }
)
export type MusicProviderStatus = Static<typeof MusicProviderStatusSchema>

export const musicProviderStatusRoutes = routeGroup({
  musicProvidersStatus: {
    method: 'GET',
    path: '/info-admin/music-providers-status',
    access: 'mod',
    summary: 'which music providers are configured and answering',
    description:
      'Every music provider: whether its settings are set (naming those missing), and whether a cheap real call to it (a one-result search, a one-video lookup for YouTube) answers within a few seconds, asked in parallel.',
    result: Type.Array(MusicProviderStatusSchema),
    tags: ['status']
  }
})
