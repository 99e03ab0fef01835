import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { conversationPage, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { api } from '../../api/client.ts'
import { useCall } from '../../api/queries.ts'
import { FollowButton } from './FollowButton.tsx'
import { useSocialEvents } from './social-cache.ts'
import { useSocialAction } from './useSocialAction.ts'

/** Friendship with a user: add, accept, withdraw or unfriend, whichever applies now. */
function FriendButton({
  userUuid,
  meUuid,
  run
}: {
  userUuid: string
  meUuid: string
  run: (a: () => Promise<unknown>) => void
}) {
  const { t } = useTranslation()
  const friendship = useCall(routes.social.getFriendship, { params: { id: userUuid } })
  const data = friendship.data
  if (!data) return null
  const s = routes.social
  if (data.friend)
    return (
      <Button
        variant="outlined"
        data-testid="unfriend"
        onClick={() => run(() => api.call(s.unfriend, { params: { id: data.friend!.id } }))}
      >
        {t('social.unfriend')}
      </Button>
    )
  const invitation = data.invitation
  if (invitation?.senderUuid === meUuid)
    return (
      <Button
        variant="outlined"
        data-testid="withdraw-invitation"
        onClick={() => run(() => api.call(s.withdrawInvitation, { params: { id: invitation.id } }))}
      >
        {t('social.withdraw')}
      </Button>
    )
  if (invitation)
    return (
      <Button
        variant="contained"
        data-testid="accept-invitation"
        onClick={() =>
          run(() => api.call(s.handleFriend, { body: { invitationId: invitation.id, invitationStatus: 'accepted' } }))
        }
      >
        {t('social.accept')}
      </Button>
    )
  return (
    <Button
      variant="contained"
      data-testid="add-friend"
      onClick={() => run(() => api.call(s.inviteFriend, { body: { recipientUuid: userUuid } }))}
    >
      {t('social.addFriend')}
    </Button>
  )
}

/** On a user's card in the room: their fans and follows, follow, friendship and block. */
export function MemberSocial({ userUuid, nickname, meUuid }: { userUuid: string; nickname: string; meUuid: string }) {
  const { t } = useTranslation()
  useSocialEvents()
  const s = routes.social
  const counts = useCall(s.countDjFans, { params: { id: userUuid } })
  const blocks = useCall(s.listBlockedUsers, { query: { blockedUserUuid: userUuid } })
  const block = blocks.data?.data[0]
  const { run, error } = useSocialAction()
  return (
    <Stack spacing={1.5} data-testid="member-social">
      {counts.data && (
        <Typography variant="body2" color="text.secondary" data-testid="member-fan-counts">
          {t('social.counts', { fans: counts.data.count, following: counts.data.following })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {!block && <FollowButton djUuid={userUuid} nickname={nickname} size="medium" />}
        {!block && <FriendButton userUuid={userUuid} meUuid={meUuid} run={run} />}
        {!block && (
          <Button variant="outlined" component={Link} to={conversationPage(userUuid)} data-testid="message-user">
            {t('messages.write')}
          </Button>
        )}
        {blocks.data && (
          <Button
            color={block ? 'inherit' : 'error'}
            variant="text"
            data-testid={block ? 'unblock-user' : 'block-user'}
            onClick={() =>
              run(() =>
                block
                  ? api.call(s.unblockUser, { params: { id: block.id } })
                  : api.call(s.blockUser, { body: { blockedUserUuid: userUuid } })
              )
            }
          >
            {t(block ? 'social.unblock' : 'social.block')}
          </Button>
        )}
      </Stack>
      {block && <Typography variant="body2">{t('social.blockedNote', { nickname })}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  )
}
