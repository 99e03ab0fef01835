import { Link } from 'react-router-dom'
import { Stack } from '@mui/material'
import { RecordContextProvider, useCreatePath, useGetList, useRecordContext, type FieldProps } from 'react-admin'
import { routes, type Avatar, type User } from '@spinroom/schemas'
import { useCanCall } from '../../../auth/access.ts'
import { AvatarImage } from '../../points/avatar/AvatarImage.tsx'

const none = '—'

/** The avatar the user wears (their avatarId is its slug): image and name linked, or the slug to whom may not list. */
export const WornAvatarField = (_props: FieldProps<User>) => {
  const user = useRecordContext<User>()
  const createPath = useCreatePath()
  const canList = useCanCall(routes.points.listAvatars)
  const slug = user?.avatarId ?? undefined
  const { data } = useGetList<Avatar>(
    'avatars',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'slug', order: 'ASC' }, filter: { slug } },
    { enabled: canList && !!slug }
  )
  const avatar = data?.[0]
  if (!avatar) return <span>{slug ?? none}</span>
  return (
    <RecordContextProvider value={avatar}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AvatarImage size={32} />
        <Link to={createPath({ resource: 'avatars', id: avatar.id, type: 'show' })}>{avatar.name}</Link>
      </Stack>
    </RecordContextProvider>
  )
}
