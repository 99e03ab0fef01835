import { Link } from 'react-router-dom'
import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { Song, SongOrder } from '@spinroom/schemas'
import { listPath, showPath } from './paths.ts'

/** m:ss, or h:mm:ss for a long one. */
export const duration = (seconds: number) => {
  const s = Math.round(seconds)
  const mmss = `${Math.floor((s % 3600) / 60)}:${String(s % 60).padStart(2, '0')}`
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss.padStart(5, '0')}` : mmss
}

/** The columns a click orders by. */
type Sortable = 'trackName' | 'artistName' | 'updatedAt'

interface Props {
  songs: Song[]
  /** The order the list is in, and how to change it; without them the columns do not sort. */
  order?: SongOrder
  onOrder?: (order: SongOrder) => void
}

/** Catalogue songs with links to their artist, album and genre. */
export const SongTable = ({ songs, order, onOrder }: Props) => {
  const translate = useTranslate()
  const header = (field: Sortable | null, label: string) => {
    if (!field || !onOrder) return <TableCell>{translate(label)}</TableCell>
    const active = order?.replace(/^-/, '') === field
    const descending = active && order?.startsWith('-')
    return (
      <TableCell sortDirection={active ? (descending ? 'desc' : 'asc') : false}>
        <TableSortLabel
          active={active}
          direction={descending ? 'desc' : 'asc'}
          onClick={() => onOrder((active && !descending ? `-${field}` : field) as SongOrder)}
        >
          {translate(label)}
        </TableSortLabel>
      </TableCell>
    )
  }
  return (
    <Table size="small" aria-label={translate('spinroom.catalogue.songs')}>
      <TableHead>
        <TableRow>
          {header('trackName', 'spinroom.catalogue.track')}
          {header('artistName', 'spinroom.catalogue.artist')}
          {header(null, 'spinroom.catalogue.album')}
          {header(null, 'spinroom.catalogue.genre')}
          {header(null, 'spinroom.catalogue.duration')}
          {header(null, 'spinroom.catalogue.providers')}
          {header('updatedAt', 'spinroom.catalogue.updated')}
        </TableRow>
      </TableHead>
      <TableBody>
        {songs.map((song) => (
          <TableRow key={song.songId} data-song={song.songShortId}>
            <TableCell>
              {song.trackName}
              {song.explicit && (
                <Chip size="small" label="E" sx={{ ml: 1 }} title={translate('spinroom.catalogue.explicit')} />
              )}
            </TableCell>
            <TableCell>
              {song.artistId ? (
                <Link to={showPath('catalogue-artists', song.artistId)}>{song.artistName}</Link>
              ) : (
                song.artistName
              )}
            </TableCell>
            <TableCell>
              {song.albumId ? (
                <Link to={showPath('catalogue-albums', song.albumId)}>{song.albumName}</Link>
              ) : (
                song.albumName
              )}
            </TableCell>
            <TableCell>
              {song.genre && <Link to={listPath('catalogue-songs', { genre: song.genre })}>{song.genre}</Link>}
            </TableCell>
            <TableCell>{duration(song.duration)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {Object.keys(song.musicProviders).map((provider) => (
                  <Chip key={provider} size="small" variant="outlined" label={provider} />
                ))}
              </Stack>
            </TableCell>
            <TableCell>{new Date(song.updatedAt).toLocaleString()}</TableCell>
          </TableRow>
        ))}
        {!songs.length && (
          <TableRow>
            <TableCell colSpan={7}>{translate('spinroom.catalogue.no_songs')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  )
}
