import { Link, useParams } from 'react-router-dom'
import { Alert, Card, CardContent, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { SongTable } from './SongTable.tsx'
import { useCall } from '../../../data/useCall.ts'
import { showPath } from './paths.ts'

/** One album (by short id or id): its songs, with a link to its artist. */
export const AlbumPage = () => {
  const translate = useTranslate()
  const { id = '' } = useParams()
  const { data, error } = useCall(routes.playlists.listAlbumSongs, { params: { albumShortId: id } })
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
