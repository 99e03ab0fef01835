import { useParams } from 'react-router-dom'
import { Alert, Card, CardContent, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { isUuid, routes } from '@spinroom/schemas'
import { AlbumTable } from './AlbumTable.tsx'
import { SongTable } from './SongTable.tsx'
import { useCanCall } from '../../../auth/access.ts'
import { useCall } from '../../../data/useCall.ts'

/** One artist (by short id or id): their albums (for the staff who may list them) and songs. */
export const ArtistPage = () => {
  const translate = useTranslate()
  const { id = '' } = useParams()
  // The seed keeps an artist's albums to services (administrators here); a moderator sees the artist's songs.
  const mayListAlbums = useCanCall(routes.playlists.listArtistAlbums)
  const albums = useCall(routes.playlists.listArtistAlbums, mayListAlbums ? { params: { artistShortId: id } } : null)
  // Songs filter by the artist's id: known from the path, else from the albums' answer.
  const artistId = isUuid(id) ? id : (albums.data?.[0]?.artistId ?? null)
  const songs = useCall(routes.playlists.listSongs, artistId ? { query: { artistId, limit: 100 } } : null)
  const name = albums.data?.[0]?.artistName ?? songs.data?.data[0]?.artistName
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name ?? translate('spinroom.catalogue.artist')} />
      <CardContent>
        {(albums.error || songs.error) && <Alert severity="error">{albums.error ?? songs.error}</Alert>}
        {name && (
          <Typography variant="h6" sx={{ mb: 2 }}>
            {name}
          </Typography>
        )}
        {mayListAlbums && <Typography variant="subtitle1">{translate('spinroom.catalogue.albums')}</Typography>}
        {albums.data && <AlbumTable albums={albums.data} />}
        <Typography variant="subtitle1" sx={{ mt: 3 }}>
          {translate('spinroom.catalogue.songs')}
        </Typography>
        {songs.data ? (
          <SongTable songs={songs.data.data} />
        ) : (
          albums.data && <Typography color="text.secondary">{translate('spinroom.catalogue.no_songs')}</Typography>
        )}
      </CardContent>
    </Card>
  )
}
