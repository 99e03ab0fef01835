import { Link, useParams } from 'react-router-dom'
import { Alert, Card, CardContent, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { isUuid, routes } from '@spinroom/schemas'
import { SongTable } from './SongTable.tsx'
import { useCanCall } from '../../../auth/access.ts'
import { useCall } from '../../../data/useCall.ts'
import { showPath } from './paths.ts'

/** One album (by short id or id): its songs, with a link to its artist. */
export const AlbumPage = () => {
  const translate = useTranslate()
  const { id = '' } = useParams()
  // The seed keeps an album's own route to services (administrators here); other staff, who reach an album from a song
  // (by its id), read its songs through the catalogue's list.
  const bySeedRoute = useCanCall(routes.playlists.listAlbumSongs)
  const album = useCall(routes.playlists.listAlbumSongs, bySeedRoute ? { params: { albumShortId: id } } : null)
  const listed = useCall(
    routes.playlists.listSongs,
    !bySeedRoute && isUuid(id) ? { query: { albumId: id, limit: 100 } } : null
  )
  const data = bySeedRoute ? album.data : (listed.data?.data ?? null)
  const error = album.error ?? listed.error
  const first = data?.[0]
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={first?.albumName ?? translate('spinroom.catalogue.album')} />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {first && (
          <Typography variant="h6" sx={{ mb: 2 }}>
            {first.albumName}
            {' · '}
            {first.artistId ? (
              <Link to={showPath('catalogue-artists', first.artistId)}>{first.artistName}</Link>
            ) : (
              first.artistName
            )}
            {first.releaseYear ? ` (${first.releaseYear})` : ''}
          </Typography>
        )}
        {data && <SongTable songs={data} />}
      </CardContent>
    </Card>
  )
}
