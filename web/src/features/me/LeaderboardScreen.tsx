import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { playerPaths, routes, type LeaderboardEntry } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { useCall } from '../../api/queries.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { useIdentity } from '../session/useSession.ts'
import { ProfileAvatar } from './ProfileAvatar.tsx'

const PAGE = 20
type Board = 'season' | 'lifetime'

function Row({
  entry,
  mine
}: {
  entry: Pick<LeaderboardEntry, 'rank' | 'nickname' | 'avatarId' | 'balance'>
  mine: boolean
}) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.resolvedLanguage)
  return (
    <ListItem
      divider
      aria-current={mine ? 'true' : undefined}
      data-testid={mine ? 'leaderboard-me' : 'leaderboard-entry'}
      sx={{
        gap: { xs: 1.5, sm: 2 },
        py: 1.25,
        bgcolor: mine ? (theme) => alpha(theme.palette.primary.main, 0.16) : undefined,
        borderLeft: 3,
        borderLeftColor: mine ? 'primary.main' : 'transparent'
      }}
    >
      <Typography
        sx={{ width: { xs: 36, sm: 48 }, flexShrink: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        color={entry.rank <= 3 ? 'primary.light' : 'text.secondary'}
      >
        #{number.format(entry.rank)}
      </Typography>
      <ProfileAvatar slug={entry.avatarId} nickname={entry.nickname} size={40} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {entry.nickname}
        </Typography>
        {mine && <Chip size="small" color="primary" label={t('me.leaderboard.you')} />}
      </Box>
      <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {t('me.leaderboard.points', { points: number.format(entry.balance) })}
      </Typography>
    </ListItem>
  )
}

/** The leaderboard of the running season or of all seasons: top users with avatars and points, my row marked. */
export default function LeaderboardScreen() {
  const { t } = useTranslation()
  const identity = useIdentity()
  const [board, setBoard] = useState<Board>('season')
  const [skip, setSkip] = useState(0)
  const query = { query: { take: PAGE, skip } }
  const season = useCall(routes.points.getCurrentSeasonRanking, query, { enabled: board === 'season' })
  const lifetime = useCall(routes.points.getAllSeasonsRanking, query, { enabled: board === 'lifetime' })
  const ranking = board === 'season' ? season : lifetime
  const ownSeason = useCall(routes.points.getOwnRankingStatus, undefined, {
    enabled: identity.isLoggedIn && board === 'season'
  })
  const ownLifetime = useCall(
    routes.points.getUserLifetimeRankingStatus,
    { params: { userUuid: identity.id } },
    { enabled: identity.isLoggedIn && board === 'lifetime' }
  )
  const own = board === 'season' ? ownSeason.data : ownLifetime.data
  const page = ranking.data
  const onPage = page?.data.some((entry) => entry.userUuid === identity.id) ?? false

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={playerPaths.me} startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 1 }}>
        {t('nav.me')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' } }}>
        {t('me.leaderboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="leaderboard-season">
        {board === 'season' && season.data?.season
          ? t('me.leaderboard.seasonLead', { season: season.data.season.seasonName })
          : t('me.leaderboard.lifetimeLead')}
      </Typography>
      <Tabs
        value={board}
        onChange={(_, value: Board) => {
          setBoard(value)
          setSkip(0)
        }}
        aria-label={t('me.leaderboard.title')}
        sx={{ mb: 2 }}
      >
        <Tab value="season" label={t('me.leaderboard.season')} />
        <Tab value="lifetime" label={t('me.leaderboard.lifetime')} />
      </Tabs>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <LoadState query={ranking}>
          {page && page.data.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {t('me.leaderboard.empty')}
            </Typography>
          )}
          <List disablePadding aria-label={t('me.leaderboard.title')}>
            {page?.data.map((entry) => (
              <Row key={entry.userUuid} entry={entry} mine={entry.userUuid === identity.id} />
            ))}
          </List>
        </LoadState>
      </Paper>
      {identity.isLoggedIn && !onPage && own?.rank && page && (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', mt: 2 }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            {t('me.leaderboard.yourPlace')}
          </Typography>
          <List disablePadding>
            <Row
              entry={{
                rank: own.rank,
                nickname: identity.nickname,
                avatarId: identity.user?.avatarId ?? null,
                balance: own.balance
              }}
              mine
            />
          </List>
        </Paper>
      )}
      {page && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE))}>
            {t('me.leaderboard.previous')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('me.leaderboard.range', {
              from: page.total === 0 ? 0 : skip + 1,
              to: skip + page.data.length,
              total: page.total
            })}
          </Typography>
          <Button disabled={skip + PAGE >= page.total} onClick={() => setSkip(skip + PAGE)}>
            {t('me.leaderboard.next')}
          </Button>
        </Stack>
      )}
    </Container>
  )
}
