import { routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'

/** An avatar by its slug (what profiles and leaderboards carry), cached long: avatars rarely change. */
export const useAvatar = (slug: string | null | undefined) =>
  useCall(
    routes.points.getAvatarBySlug,
    { params: { slug: slug ?? '' } },
    { enabled: Boolean(slug), staleTime: 10 * 60_000, retry: false }
  )
