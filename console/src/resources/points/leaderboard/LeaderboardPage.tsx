import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  Alert,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  TextField,
  Typography
} from '@mui/material'
import { Title, useCreatePath, useTranslate } from 'react-admin'
import { routes, type Leaderboard } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { isRunning, useSeasons } from '../seasons/useSeasons.ts'

const LIFETIME = 'lifetime'
/** Gold, silver and bronze for the top three. */
const podium = ['#f5c518', '#b0b7c3', '#cd7f32']

/** A season's (or the lifetime) leaderboard as players see it, paged by take and skip. */
export const LeaderboardPage = () => {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const provider = useConsoleProvider()
  const { seasons } = useSeasons()
  const [chosen, setChosen] = useState<string | null>(null)
  const [take, setTake] = useState(20)
  const [skip, setSkip] = useState(0)
  const [board, setBoard] = useState<Leaderboard | null>(null)
  const [error, setError] = useState<string | null>(null)
  const scope = chosen ?? seasons.find((season) => isRunning(season))?.seasonName ?? (seasons.length ? LIFETIME : null)

  useEffect(() => {
    if (!scope) return
    const query = { take, skip }
    const request =
      scope === LIFETIME
        ? provider.call(routes.points.getAllSeasonsRanking, { query })
        : provider.call(routes.points.getNamedSeasonRanking, { params: { seasonName: scope }, query })
    let live = true
    request
      .then((json) => live && (setBoard(json as Leaderboard), setError(null)))
      .catch((e: Error) => live && setError(e.message))
    return () => {
      live = false
    }
  }, [provider, scope, take, skip])

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="spinroom.leaderboard.title" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField
            select
            name="season"
            label={translate('spinroom.leaderboard.season')}
            value={scope ?? ''}
            onChange={(event) => (setChosen(event.target.value), setSkip(0))}
            sx={{ width: 320 }}
          >
            <MenuItem value={LIFETIME}>{translate('spinroom.leaderboard.lifetime')}</MenuItem>
            {seasons.map((season) => (
              <MenuItem key={season.id} value={season.seasonName}>
                {season.seasonName}
                {isRunning(season) ? ` (${translate('spinroom.seasons.current')})` : ''}
              </MenuItem>
            ))}
          </TextField>
          {board && (
            <Typography color="text.secondary" noWrap>
              {translate('spinroom.leaderboard.players', { smart_count: board.total })}
            </Typography>
          )}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {board && (
          <>
            <Table size="small" aria-label={translate('spinroom.leaderboard.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('spinroom.leaderboard.rank')}</TableCell>
                  <TableCell>{translate('spinroom.leaderboard.player')}</TableCell>
                  <TableCell align="right">{translate('spinroom.leaderboard.points')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {board.data.map((entry) => (
                  <TableRow
                    key={entry.userUuid}
                    data-rank={entry.rank}
                    sx={entry.rank <= 3 ? { bgcolor: `${podium[entry.rank - 1]}22` } : undefined}
                  >
                    <TableCell>
                      {entry.rank <= 3 ? (
                        <Chip
                          size="small"
                          label={entry.rank}
                          sx={{ bgcolor: podium[entry.rank - 1], fontWeight: 700 }}
                        />
                      ) : (
                        entry.rank
                      )}
                    </TableCell>
                    <TableCell sx={entry.rank <= 3 ? { fontWeight: 600 } : undefined}>
                      <Link to={createPath({ resource: 'users', id: entry.userUuid, type: 'show' })}>
                        {entry.nickname}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{entry.balance.toLocaleString()}</TableCell>
                  </TableRow>
                ))}
                {!board.data.length && (
                  <TableRow>
                    <TableCell colSpan={3}>{translate('spinroom.leaderboard.empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={board.total}
              page={Math.floor(skip / take)}
              rowsPerPage={take}
              rowsPerPageOptions={[10, 20, 50, 100]}
              onPageChange={(_event, page) => setSkip(page * take)}
              onRowsPerPageChange={(event) => (setTake(Number(event.target.value)), setSkip(0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
