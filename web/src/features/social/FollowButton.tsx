import Button from '@mui/material/Button'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import CheckIcon from '@mui/icons-material/Check'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { useCall } from '../../api/queries.ts'
import { useSocialAction } from './useSocialAction.ts'

/** Follow or unfollow a DJ: whether the caller follows them is their own follow record of this DJ. */
export function FollowButton({
  djUuid,
  nickname,
  size = 'small'
}: {
  djUuid: string
  nickname: string
  size?: 'small' | 'medium'
}) {
  const { t } = useTranslation()
  const follows = useCall(routes.social.listMyFollows, { query: { djUuid } })
  const record = follows.data?.data[0]
  const { run, busy, error } = useSocialAction()
  return (
    <Button
      size={size}
      variant={record ? 'outlined' : 'contained'}
      disabled={busy || follows.isPending}
      startIcon={record ? <CheckIcon /> : <PersonAddIcon />}
      aria-label={t(record ? 'social.unfollowNamed' : 'social.followNamed', { nickname })}
      title={error ?? undefined}
      data-testid="follow-dj"
      onClick={() =>
        run(() =>
          record
            ? api.call(routes.social.unfollowDj, { params: { id: record.id } })
            : api.call(routes.social.followDj, { body: { djUuid } })
        )
      }
    >
      {t(record ? 'social.following' : 'social.follow')}
    </Button>
  )
}
