import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import { playerPaths, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { isApiError } from '@spinroom/client'
import { useCall } from '../../api/queries.ts'
import { useFormat } from '../language/useFormat.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { Section } from '../shared/Section.tsx'

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  )
}

/** The running season by name, the user's points and rank in it, their lifetime points, and the way to the board. */
export function SeasonCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const season = useCall(routes.points.getCurrentSeason, undefined, { retry: false })
  const own = useCall(routes.points.getOwnRankingStatus)
  const lifetime = useCall(routes.points.getUserLifetimeRankingStatus, { params: { userUuid: userId } })
  const number = new Intl.NumberFormat(i18n.resolvedLanguage)
  return (
    <Section
      id="season"
      title={season.data ? season.data.seasonName : t('me.season.title')}
      action={
        <Button component={RouterLink} to={playerPaths.leaderboard} size="small" startIcon={<LeaderboardIcon />}>
          {t('me.season.leaderboard')}
        </Button>
      }
    >
      {isApiError(season.error, 404) ? (
        <Typography color="text.secondary">{t('me.season.none')}</Typography>
      ) : (
        <LoadState query={season}>
          {season.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('me.season.ends', { when: format.fromNow(new Date(season.data.seasonEnd)) })}
            </Typography>
          )}
        </LoadState>
      )}
      <LoadState query={own}>
        {own.data && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 2 }}>
            <Figure label={t('me.season.points')} value={number.format(own.data.balance)} testId="season-points" />
            <Figure
              label={t('me.season.rank')}
              value={own.data.rank ? `#${number.format(own.data.rank)}` : '—'}
              testId="season-rank"
            />
            {lifetime.data && (
              <Figure
                label={t('me.season.lifetime')}
                value={number.format(lifetime.data.balance)}
                testId="lifetime-points"
              />
            )}
          </Box>
        )}
      </LoadState>
      {own.data && !own.data.hasCurrentRankingStatus && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('me.season.noPoints')}
        </Typography>
      )}
    </Section>
  )
}
