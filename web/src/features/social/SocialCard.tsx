import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Badge from '@mui/material/Badge'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCall } from '../../api/queries.ts'
import { Section } from '../shared/Section.tsx'
import { useSocialEvents } from './social-cache.ts'
import { BlockList, FanList, FriendList, InvitationList } from './SocialLists.tsx'
import { useSocialAction } from './useSocialAction.ts'

const tabs = ['friends', 'invitations', 'fans', 'following', 'blocked'] as const
type TabName = (typeof tabs)[number]

/** Me: friends and invitations, fans and the DJs followed, blocked users; kept current by the social events. */
export function SocialCard({ userId }: { userId: string }) {
  const { t } = useTranslation()
  useSocialEvents()
  const [tab, setTab] = useState<TabName>('friends')
  const counts = useCall(routes.social.countDjFans, { params: { id: userId } })
  const pending = useCall(routes.social.listInvitationsForMe, { query: { limit: 0 } })
  const { run, error } = useSocialAction()
  return (
    <Section id="social" title={t('social.title')}>
      {counts.data && (
        <Typography color="text.secondary" data-testid="my-fan-counts">
          {t('social.counts', { fans: counts.data.count, following: counts.data.following })}
        </Typography>
      )}
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            data-testid={`social-tab-${name}`}
            label={
              name === 'invitations' ? (
                <Badge
                  color="secondary"
                  badgeContent={pending.data?.total ?? 0}
                  sx={{ '& .MuiBadge-badge': { right: -10 } }}
                >
                  {t(`social.tabs.${name}`)}
                </Badge>
              ) : (
                t(`social.tabs.${name}`)
              )
            }
          />
        ))}
      </Tabs>
      {tab === 'friends' && <FriendList userId={userId} run={run} />}
      {tab === 'invitations' && <InvitationList run={run} />}
      {tab === 'fans' && <FanList userId={userId} side="fan" />}
      {tab === 'following' && <FanList userId={userId} side="dj" />}
      {tab === 'blocked' && <BlockList run={run} />}
      {error && <Alert severity="error">{error}</Alert>}
    </Section>
  )
}
