import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SongArt } from './SongArt.tsx'
import { formatDuration } from './song-format.ts'

interface SongFace {
  trackName: string
  artistName: string
  duration: number
  thumbnails?: Record<string, string>
}

/** One song on a line: artwork, title, artist and duration, then its actions. */
export function SongRow({ song, actions, lead }: { song: SongFace; actions?: ReactNode; lead?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: lead ? 'auto auto minmax(0, 1fr) auto auto' : 'auto minmax(0, 1fr) auto auto',
        alignItems: 'center',
        columnGap: { xs: 1.25, sm: 2 },
        py: 1,
        px: { xs: 1, sm: 1.5 }
      }}
    >
      {lead}
      <SongArt thumbnails={song.thumbnails} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }} data-testid="song-title">
          {song.trackName}
        </Typography>
        <Typography noWrap variant="body2" color="text.secondary">
          {song.artistName}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(song.duration)}
      </Typography>
      <Box sx={{ display: 'flex' }}>{actions}</Box>
    </Box>
  )
}
