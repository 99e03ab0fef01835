import { Link } from 'react-router-dom'
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Album } from '@spinroom/schemas'
import { showPath } from './paths.ts'

/** Albums with links to their page and their artist's. */
export const AlbumTable = ({ albums }: { albums: Album[] }) => {
  const translate = useTranslate()
  return (
    <Table size="small" aria-label={translate('spinroom.catalogue.albums')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('spinroom.catalogue.album')}</TableCell>
          <TableCell>{translate('spinroom.catalogue.artist')}</TableCell>
          <TableCell>{translate('spinroom.catalogue.year')}</TableCell>
          <TableCell align="right">{translate('spinroom.catalogue.song_count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {albums.map((album) => (
          <TableRow key={album.albumId} data-album={album.albumShortId}>
            <TableCell>
              <Link to={showPath('catalogue-albums', album.albumShortId)}>{album.name}</Link>
            </TableCell>
            <TableCell>
              {album.artistShortId && (
                <Link to={showPath('catalogue-artists', album.artistShortId)}>{album.artistName}</Link>
              )}
            </TableCell>
            <TableCell>{album.releaseYear}</TableCell>
            <TableCell align="right">{album.songCount}</TableCell>
          </TableRow>
        ))}
        {!albums.length && (
          <TableRow>
            <TableCell colSpan={4}>{translate('spinroom.catalogue.no_albums')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  )
}
