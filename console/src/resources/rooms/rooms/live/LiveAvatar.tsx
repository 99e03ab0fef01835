import { Avatar } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../../data/useCallMutation.ts'

/** A user's avatar by its slug (what profiles and chat messages carry); their initial while it loads or without one. */
export function LiveAvatar({ slug, name, size = 28 }: { slug: unknown; name: string; size?: number }) {
  const provider = useConsoleProvider()
  const avatarSlug = typeof slug === 'string' ? slug : ''
  const { data } = useQuery({
    queryKey: ['live-desk-avatar', avatarSlug],
    queryFn: () => provider.call(routes.points.getAvatarBySlug, { params: { slug: avatarSlug } }),
    enabled: !!avatarSlug,
    staleTime: 10 * 60_000,
    retry: false
  })
  return (
    <Avatar src={data?.imageUrl ?? undefined} alt={name} sx={{ width: size, height: size, fontSize: size / 2 }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}
