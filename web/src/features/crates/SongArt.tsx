import Avatar from '@mui/material/Avatar'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { artworkOf } from './song-format.ts'

/** A song's artwork (decorative: the title next to it names the song), a note when it has none. */
export function SongArt({ thumbnails, size = 48 }: { thumbnails?: Record<string, string>; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={artworkOf(thumbnails)}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'action.selected' }}
    >
      <MusicNoteIcon />
    </Avatar>
  )
}
