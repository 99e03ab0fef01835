import { useState } from 'react'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { conversationPage, DJ_FANS_PAGE_SIZE, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { api } from '../../api/client.ts'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { PersonRow } from './PersonRow.tsx'

type Run = (action: () => Promise<unknown>) => void
const s = routes.social

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ py: 1 }}>
    {text}
  </Typography>
)

/** Previous and next over pages of 12. */
function Pager({ skip, total, onSkip }: { skip: number; total: number; onSkip: (skip: number) => void }) {
  const { t } = useTranslation()
  if (total <= DJ_FANS_PAGE_SIZE) return null
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" disabled={!skip} onClick={() => onSkip(Math.max(0, skip - DJ_FANS_PAGE_SIZE))}>
        {t('social.previous')}
      </Button>
      <Button
        size="small"
        disabled={skip + DJ_FANS_PAGE_SIZE >= total}
        onClick={() => onSkip(skip + DJ_FANS_PAGE_SIZE)}
      >
        {t('social.next')}
      </Button>
    </Stack>
  )
}

/** A user's fans (`side` fan) or the DJs they follow (`side` dj), 12 a page. */
export function FanList({ userId, side }: { userId: string; side: 'fan' | 'dj' }) {
  const { t } = useTranslation()
  const [skip, setSkip] = useState(0)
  const route = side === 'fan' ? s.listDjFansPaginated : s.listDjsFollowed
  const page = useCall(route, { params: { id: userId }, query: { take: DJ_FANS_PAGE_SIZE, skip } })
  return (
    <LoadState query={page}>
      {page.data?.count === 0 && <Empty text={t(side === 'fan' ? 'social.noFans' : 'social.noFollows')} />}
      <List dense>
        {page.data?.data.map((f) => (
          <PersonRow key={f.id} nickname={side === 'fan' ? f.fanNickname : f.djNickname} />
        ))}
      </List>
      <Pager skip={skip} total={page.data?.count ?? 0} onSkip={setSkip} />
    </LoadState>
  )
}

export function FriendList({ userId, run }: { userId: string; run: Run }) {
  const { t } = useTranslation()
  const friends = useCall(s.listFriends, { params: { id: userId }, query: { limit: 100 } })
  return (
    <LoadState query={friends}>
      {friends.data?.total === 0 && <Empty text={t('social.noFriends')} />}
      <List dense data-testid="friend-list">
        {friends.data?.data.map((f) => (
          <PersonRow key={f.id} nickname={f.friendNickname}>
            <Button size="small" component={Link} to={conversationPage(f.friendUuid)}>
              {t('messages.write')}
            </Button>
            <Button size="small" onClick={() => run(() => api.call(s.unfriend, { params: { id: f.id } }))}>
              {t('social.unfriend')}
            </Button>
          </PersonRow>
        ))}
      </List>
    </LoadState>
  )
}

/** Invitations to the caller (accept, reject) and from them (withdraw). */
export function InvitationList({ run }: { run: Run }) {
  const { t } = useTranslation()
  const incoming = useCall(s.listInvitationsForMe, { query: { limit: 100 } })
  const outgoing = useCall(s.listInvitationsFromMe, { query: { limit: 100 } })
  const answer = (invitationId: string, invitationStatus: 'accepted' | 'rejected') =>
    run(() => api.call(s.handleFriend, { body: { invitationId, invitationStatus } }))
  const none = incoming.data?.total === 0 && outgoing.data?.total === 0
  return (
    <LoadState query={incoming}>
      {none && <Empty text={t('social.noInvitations')} />}
      <List dense data-testid="invitation-list">
        {incoming.data?.data.map((i) => (
          <PersonRow key={i.id} nickname={i.senderNickname} note={t('social.invitedYou')}>
            <Button size="small" variant="contained" data-testid="accept" onClick={() => answer(i.id, 'accepted')}>
              {t('social.accept')}
            </Button>
            <Button size="small" data-testid="reject" onClick={() => answer(i.id, 'rejected')}>
              {t('social.reject')}
            </Button>
          </PersonRow>
        ))}
        {outgoing.data?.data.map((i) => (
          <PersonRow key={i.id} nickname={i.recipientNickname} note={t('social.youInvited')}>
            <Button size="small" onClick={() => run(() => api.call(s.withdrawInvitation, { params: { id: i.id } }))}>
              {t('social.withdraw')}
            </Button>
          </PersonRow>
        ))}
      </List>
    </LoadState>
  )
}

export function BlockList({ run }: { run: Run }) {
  const { t } = useTranslation()
  const blocks = useCall(s.listBlockedUsers, { query: { limit: 100 } })
  return (
    <LoadState query={blocks}>
      {blocks.data?.total === 0 && <Empty text={t('social.noBlocks')} />}
      <List dense>
        {blocks.data?.data.map((b) => (
          <PersonRow key={b.id} nickname={b.blockedUserNickname}>
            <Button size="small" onClick={() => run(() => api.call(s.unblockUser, { params: { id: b.id } }))}>
              {t('social.unblock')}
            </Button>
          </PersonRow>
        ))}
      </List>
    </LoadState>
  )
}
