import { Link } from 'react-router-dom'
import { Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { RecordContextProvider, useCreatePath, useRecordContext, type FieldProps } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { canOpen, registry } from '../../registry.ts'
import { AvatarImage } from '../../points/avatars/AvatarImage.tsx'

const none = '—'

/** The avatar the user wears (their avatarId is its slug): picture and name, linked to its page for who may open it. */
export const WornAvatarField = (_props: FieldProps<User>) => {
  const user = useRecordContext<User>()
  const createPath = useCreatePath()
  const provider = useConsoleProvider()
  const slug = user?.avatarId ?? undefined
  // The public avatar route, which anyone may read (and UserAvatar already asked under this key).
  const { data: avatar, isPending } = useQuery({
    queryKey: ['avatar-by-slug', slug],
    queryFn: () => provider.call(routes.points.getAvatarBySlug, { params: { slug: slug! } }),
    enabled: Boolean(slug),
    staleTime: 10 * 60_000,
    retry: false
  })
  if (slug && isPending) return null
  if (!avatar) return <span>{slug ?? none}</span>
  const name = <Typography variant="body2">{avatar.name}</Typography>
  return (
    <RecordContextProvider value={avatar}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AvatarImage size={32} />
        {canOpen(registry.avatars!, 'show') ? (
          <Link to={createPath({ resource: 'avatars', id: avatar.id, type: 'show' })}>{name}</Link>
        ) : (
          name
        )}
      </Stack>
    </RecordContextProvider>
  )
}
