import { Stack, Typography } from '@mui/material'
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin'
import type { User } from '@spinroom/schemas'
import { canOpen, registry } from '../registry.ts'
import { NamedReference, type ReferenceProps } from './NamedReference.tsx'
import { UserAvatar } from './UserAvatar.tsx'

/** The user in the record context: small avatar and nickname. */
export const UserName = () => {
  const user = useRecordContext<Pick<User, 'id' | 'nickname' | 'avatarId' | 'color'>>()
  if (!user) return null
  return (
    <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <UserAvatar slug={user.avatarId} nickname={user.nickname} color={user.color} />
      <Typography component="span" variant="body2">
        {user.nickname}
      </Typography>
    </Stack>
  )
}

/**
 * A user id shown as the user (avatar and nickname), linking to their page; to a caller who may not open users, their
 * public profile, unlinked.
 */
export const UserReferenceField = (props: ReferenceProps) => {
  const mayOpen = canOpen(registry.users!, 'show')
  return (
    <NamedReference
      {...props}
      reference={mayOpen ? 'users' : 'profiles'}
      link={mayOpen ? props.link : false}
      unknown="spinroom.references.unknown_user"
    >
      <UserName />
    </NamedReference>
  )
}

/** A user already at hand (id, nickname, avatar slug) as avatar and nickname, linking to their page. */
export const UserLink = ({ user }: { user: { id: string; nickname?: string | null; avatarId?: string | null } }) => {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const nickname = user.nickname ?? translate('spinroom.references.unknown_user')
  return (
    <Link
      to={createPath({ resource: 'users', id: user.id, type: 'show' })}
      underline="hover"
      onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
    >
      <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center', display: 'inline-flex' }}>
        <UserAvatar slug={user.avatarId} nickname={nickname} />
        <Typography component="span" variant="body2">
          {nickname}
        </Typography>
      </Stack>
    </Link>
  )
}
