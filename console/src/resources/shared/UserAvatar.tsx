import { Avatar } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../data/useCallMutation.ts'

/** A user's avatar picture (by its slug), else the first letter of their nickname on their colour. */
export const UserAvatar = ({
  slug,
  nickname,
  color,
  size = 24
}: {
  slug?: string | null
  nickname: string
  color?: string | null
  size?: number
}) => {
  const provider = useConsoleProvider()
  const avatar = useQuery({
    queryKey: ['avatar-by-slug', slug],
    queryFn: () => provider.call(routes.points.getAvatarBySlug, { params: { slug: slug! } }),
    enabled: Boolean(slug),
    staleTime: 10 * 60_000,
    retry: false
  })
  return (
    <Avatar
      src={avatar.data?.imageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size / 2, bgcolor: color ?? undefined }}
    >
      {nickname.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}
