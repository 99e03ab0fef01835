import { Card, CardContent, Grid, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { RecordContextProvider, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin'
import { routes, type RankingStatus, type User } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { useCanCall } from '../../../auth/access.ts'
import { UserPointsButton } from '../../points/rankings/UserPointsButton.tsx'

const none = '—'

const useStatus = (scope: 'season' | 'lifetime', userUuid: string) => {
  const provider = useConsoleProvider()
  const route =
    scope === 'season' ? routes.points.getUserCurrentRankingStatus : routes.points.getUserLifetimeRankingStatus
  return useQuery({
    queryKey: ['user-ranking-status', scope, userUuid],
    queryFn: async () => (await provider.call(route, { params: { userUuid } })) as RankingStatus
  })
}

/** One scope's points and rank, as a card. */
const PointsCard = ({ scope, title }: { scope: 'season' | 'lifetime'; title: React.ReactNode }) => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const { data, error } = useStatus(scope, user?.id ?? '')
  return (
    <Card variant="outlined" data-testid={`points-${scope}`}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="div">
          {title}
        </Typography>
        {error ? (
          <Typography color="error">{error.message}</Typography>
        ) : (
          <Stack direction="row" spacing={4} sx={{ mt: 1 }}>
            <div>
              <Typography variant="h4">{data ? data.balance.toLocaleString() : none}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('spinroom.user_page.points')}
              </Typography>
            </div>
            <div>
              <Typography variant="h4">{data?.rank ? `#${data.rank}` : none}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('spinroom.user_page.rank')}
              </Typography>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/** The season being ranked now, by name (administrators read seasons; others see "current season"). */
const CurrentSeasonName = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const canReadSeasons = useCanCall(routes.points.getSeason)
  const { data } = useStatus('season', user?.id ?? '')
  const label = translate('spinroom.user_page.current_season')
  if (!canReadSeasons || !data?.seasonId) return <>{label}</>
  return (
    <RecordContextProvider value={data}>
      {label}:{' '}
      <ReferenceField source="seasonId" reference="seasons" link={false} emptyText={none}>
        <TextField source="seasonName" variant="overline" />
      </ReferenceField>
    </RecordContextProvider>
  )
}

/** The user's points in the current season and over all seasons, each with its rank; admins adjust them here. */
export const UserPointsTab = () => {
  const translate = useTranslate()
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointsCard scope="season" title={<CurrentSeasonName />} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PointsCard scope="lifetime" title={translate('spinroom.user_page.lifetime')} />
        </Grid>
      </Grid>
      <div>
        <UserPointsButton />
      </div>
    </Stack>
  )
}
