import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  Alert,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow
} from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { useCall } from '../../../data/useCall.ts'
import { listPath, showPath } from './paths.ts'

/** Every artist of the catalogue by name, paged by take and skip. */
export const ArtistsPage = () => {
  const translate = useTranslate()
  const [take, setTake] = useState(25)
  const [skip, setSkip] = useState(0)
  const { data, error } = useCall(routes.playlists.listCatalogueArtists, { query: { take, skip } })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="spinroom.catalogue.artists" />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {data && (
          <>
            <Table size="small" aria-label={translate('spinroom.catalogue.artists')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('spinroom.catalogue.artist')}</TableCell>
                  <TableCell>{translate('spinroom.catalogue.songs')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((artist) => (
                  <TableRow key={artist.artistId} data-artist={artist.artistShortId}>
                    <TableCell>
                      <Link to={showPath('catalogue-artists', artist.artistShortId)}>{artist.name}</Link>
                    </TableCell>
                    <TableCell>
                      <Link to={listPath('catalogue-songs', { artistId: artist.artistId })}>
                        {translate('spinroom.catalogue.their_songs')}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
                {!data.data.length && (
                  <TableRow>
                    <TableCell colSpan={2}>{translate('spinroom.catalogue.no_artists')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.total}
              page={Math.floor(skip / take)}
              rowsPerPage={take}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_event, page) => setSkip(page * take)}
              onRowsPerPageChange={(event) => (setTake(Number(event.target.value)), setSkip(0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
