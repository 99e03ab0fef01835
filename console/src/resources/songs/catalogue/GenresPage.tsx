import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { GENRES_LIST_LIMIT, routes } from '@spinroom/schemas'
import { useCall } from '../../../data/useCall.ts'
import { listPath } from './paths.ts'

/** The catalogue's genres (the 1024 first by name), narrowed by the start of their name. */
export const GenresPage = () => {
  const translate = useTranslate()
  const [prefix, setPrefix] = useState('')
  const { data, error } = useCall(routes.playlists.listGenres, {
    query: { limit: GENRES_LIST_LIMIT, ...(prefix.trim() ? { prefix: prefix.trim() } : {}) }
  })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="spinroom.catalogue.genres" />
      <CardContent>
        <TextField
          name="prefix"
          label={translate('spinroom.catalogue.prefix')}
          value={prefix}
          onChange={(event) => setPrefix(event.target.value)}
          sx={{ width: 320, mb: 2 }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {data && (
          <Table size="small" aria-label={translate('spinroom.catalogue.genres')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('spinroom.catalogue.genre')}</TableCell>
                <TableCell>{translate('spinroom.catalogue.songs')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((genre) => (
                <TableRow key={genre.genreId}>
                  <TableCell>{genre.name}</TableCell>
                  <TableCell>
                    <Link to={listPath('catalogue-songs', { genre: genre.name })}>
                      {translate('spinroom.catalogue.genre_songs')}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
              {!data.data.length && (
                <TableRow>
                  <TableCell colSpan={2}>{translate('spinroom.catalogue.no_genres')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}
