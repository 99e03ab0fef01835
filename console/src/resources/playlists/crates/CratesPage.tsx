import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography
} from '@mui/material'
import { Title, useNotify, useTranslate } from 'react-admin'
import { routes, type Crate, type CrateSongsPage, type RouteResult } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { UserLink } from '../../shared/UserReferenceField.tsx'

type CratePage = RouteResult<typeof routes.playlists.listAllCratesService>

/** How long typing pauses before the list is searched. */
const DEBOUNCE_MS = 300

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

/** Pages through a list route's limit/offset answer; `reload` fetches the current page again. */
function usePage<T>(load: (limit: number, offset: number) => Promise<T> | null, deps: unknown[]) {
  const [limit, setLimit] = useState(25)
  const [offset, setOffset] = useState(0)
  const [page, setPage] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const request = load(limit, offset)
    if (!request) return
    let live = true
    request.then((body) => live && (setPage(body), setError(null))).catch((e: Error) => live && setError(e.message))
    return () => {
      live = false
    }
    // The caller names what its loader reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [limit, offset, version, ...deps])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  return { page, error, limit, offset, setLimit, setOffset, reload }
}

/** The songs of one crate by position; admins may remove one. */
const CrateSongs = ({ crate, onChange }: { crate: Crate; onChange: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const provider = useConsoleProvider()
  const songs = usePage<CrateSongsPage>(
    (limit, offset) =>
      provider.call(routes.playlists.listCrateSongsByShortIdService, {
        params: { crateShortId: crate.shortId },
        query: { limit, offset }
      }),
    [crate.shortId]
  )
  const remove = (crateSongUuid: string) =>
    provider
      .call(routes.playlists.removeCrateSong, { params: { crateUuid: crate.crateUuid, crateSongUuid } })
      .then(() => {
        notify('spinroom.crates.removed', { type: 'info' })
        songs.reload()
        onChange()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Card sx={{ mt: 2 }} data-testid="crate-songs">
      <CardContent>
        <Typography variant="h6">
          {crate.crateName} — {translate('spinroom.crates.songs', { smart_count: crate.crateSongsNumber })}
        </Typography>
        {songs.error && <Alert severity="error">{songs.error}</Alert>}
        {songs.page && (
          <>
            <Table size="small" aria-label={crate.crateName}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('spinroom.crates.position')}</TableCell>
                  <TableCell>{translate('spinroom.crates.track')}</TableCell>
                  <TableCell>{translate('spinroom.crates.artist')}</TableCell>
                  <TableCell align="right">{translate('spinroom.crates.duration')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {songs.page.data.map((entry) => (
                  <TableRow key={entry.crateSongUuid}>
                    <TableCell>{entry.position + 1}</TableCell>
                    <TableCell>{entry.trackName}</TableCell>
                    <TableCell>{entry.artistName}</TableCell>
                    <TableCell align="right">{minutes(entry.duration)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" color="error" onClick={() => void remove(entry.crateSongUuid)}>
                        {translate('spinroom.crates.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={songs.page.total}
              page={Math.floor(songs.offset / songs.limit)}
              rowsPerPage={songs.limit}
              onPageChange={(_e, page) => songs.setOffset(page * songs.limit)}
              onRowsPerPageChange={(e) => (songs.setLimit(Number(e.target.value)), songs.setOffset(0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * Every user's crates, newest first, with owner and song count, searched by a part of the crate's name or its owner's
 * nickname; choosing one shows its songs.
 */
export const CratesPage = () => {
  const translate = useTranslate()
  const provider = useConsoleProvider()
  const [chosen, setChosen] = useState<Crate | null>(null)
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const crates = usePage<CratePage>(
    (limit, offset) =>
      provider.call(routes.playlists.listAllCratesService, {
        query: { limit, offset, ...(search ? { q: search } : {}) }
      }),
    [search]
  )
  const { setOffset } = crates
  useEffect(() => {
    const timer = setTimeout(() => (setSearch(text.trim()), setOffset(0)), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, setOffset])
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="spinroom.crates.title" />
        <CardContent>
          <TextField
            name="q"
            label={translate('spinroom.crates.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ width: 320, mb: 1 }}
          />
          {crates.error && <Alert severity="error">{crates.error}</Alert>}
          {crates.page && (
            <>
              <Table size="small" aria-label={translate('spinroom.crates.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('spinroom.crates.name')}</TableCell>
                    <TableCell>{translate('spinroom.crates.owner')}</TableCell>
                    <TableCell align="right">{translate('spinroom.crates.count')}</TableCell>
                    <TableCell>{translate('spinroom.crates.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {crates.page.data.map((crate) => (
                    <TableRow
                      key={crate.crateUuid}
                      hover
                      selected={chosen?.crateUuid === crate.crateUuid}
                      onClick={() => setChosen(crate)}
                      sx={{ cursor: 'pointer' }}
                    >
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{crate.crateName}</span>
                          {crate.special && <Chip size="small" label={translate(`spinroom.crates.${crate.special}`)} />}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <UserLink user={{ id: crate.userUuid, nickname: crate.userNickname }} />
                      </TableCell>
                      <TableCell align="right">{crate.crateSongsNumber}</TableCell>
                      <TableCell>{new Date(crate.updatedAt).toLocaleString()}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={crates.page.total}
                page={Math.floor(crates.offset / crates.limit)}
                rowsPerPage={crates.limit}
                onPageChange={(_e, page) => crates.setOffset(page * crates.limit)}
                onRowsPerPageChange={(e) => (crates.setLimit(Number(e.target.value)), crates.setOffset(0))}
              />
            </>
          )}
        </CardContent>
      </Card>
      {chosen && <CrateSongs key={chosen.crateUuid} crate={chosen} onChange={crates.reload} />}
    </>
  )
}
