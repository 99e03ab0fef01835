import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { roomPage, type LiveRoomState } from '@spinroom/schemas'
import { ChatPanel } from '../chat/ChatPanel.tsx'
import { useIdentity } from '../session/useSession.ts'
import { ConsumablesPanel } from './tokens/ConsumablesPanel.tsx'
import { floorOf, mayModerate } from './live-users.ts'
import { MemberDialog } from './members/MemberDialog.tsx'
import { DjPanel } from './stage/DjPanel.tsx'
import { DjSeats } from './stage/DjSeats.tsx'
import { Floor } from './stage/Floor.tsx'
import { NowPlayingCard } from './stage/NowPlayingCard.tsx'
import { RecentSongs } from './stage/RecentSongs.tsx'

type Section = 'stage' | 'chat' | 'more'

/** The joined room: the stage beside its chat, recent songs and extras on desktop; tabs on phones. */
export function RoomView({ live }: { live: LiveRoomState }) {
  const { t } = useTranslation()
  const identity = useIdentity()
  const navigate = useNavigate()
  const { slug } = useParams()
  const [section, setSection] = useState<Section>('stage')
  const [selected, setSelected] = useState<string | null>(null)
  const { settings } = live
  const me = live.allUsers.find((u) => u.uuid === identity.id) ?? null
  const moderator = mayModerate(me, identity.roles)

  // A renamed room keeps its page: the address follows the new slug.
  useEffect(() => {
    if (slug && settings.slug !== slug) navigate(roomPage(settings.slug), { replace: true })
  }, [slug, settings.slug, navigate])

  const show = (which: Section) => ({ xs: section === which ? 'flex' : 'none', md: 'flex' })
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {settings.name}
        </Typography>
        {live.nowPlaying && <Chip size="small" color="primary" variant="outlined" label={t('room.live')} />}
        <Chip
          size="small"
          variant="outlined"
          data-testid="room-listener-count"
          label={t('room.listeners', { count: floorOf(live).length })}
        />
        {live.djs.length > 0 && (
          <Chip size="small" variant="outlined" label={t('room.djs', { count: live.djs.length })} />
        )}
        {settings.vibe && <Chip size="small" variant="outlined" label={settings.vibe} />}
      </Stack>
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        aria-label={t('room.tabs.label')}
        variant="fullWidth"
        sx={{ display: { md: 'none' }, mb: 2 }}
      >
        <Tab value="stage" label={t('room.tabs.stage')} />
        <Tab value="chat" label={t('room.tabs.chat')} />
        <Tab value="more" label={t('room.tabs.more')} />
      </Tabs>
      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}
      >
        <Stack spacing={2} sx={{ display: show('stage'), minWidth: 0 }}>
          <NowPlayingCard live={live} me={me} />
          <DjSeats live={live} meUuid={identity.id} onSelect={setSelected} />
          <DjPanel live={live} me={me} moderator={moderator} />
          <Floor live={live} meUuid={identity.id} onSelect={setSelected} />
        </Stack>
        <Stack spacing={2} sx={{ display: { xs: section === 'stage' ? 'none' : 'flex', md: 'flex' }, minWidth: 0 }}>
          <Box
            sx={{
              display: show('chat'),
              flexDirection: 'column',
              height: { xs: 'calc(100dvh - 280px)', md: 560 },
              minHeight: 420
            }}
          >
            <ChatPanel roomUuid={settings.uuid} />
          </Box>
          <Stack spacing={2} sx={{ display: show('more') }}>
            <RecentSongs live={live} />
            <ConsumablesPanel roomUuid={settings.uuid} />
          </Stack>
        </Stack>
      </Box>
      {selected && <MemberDialog live={live} me={me} memberUuid={selected} onClose={() => setSelected(null)} />}
    </Box>
  )
}
