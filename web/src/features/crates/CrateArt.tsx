import Avatar from '@mui/material/Avatar'
import FavoriteIcon from '@mui/icons-material/Favorite'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import QueueMusicIcon from '@mui/icons-material/QueueMusic'
import type { Crate } from '@spinroom/schemas'
import { artworkSrc } from '../../api/activity-origin.ts'

/** A crate's cover: its first song's artwork, else an icon saying which kind of crate it is (decorative). */
export function CrateArt({ crate, size }: { crate: Pick<Crate, 'thumbnails' | 'special'>; size: number }) {
  const Icon = crate.special === 'queue' ? QueueMusicIcon : crate.special === 'likes' ? FavoriteIcon : LibraryMusicIcon
  return (
    <Avatar
      variant="rounded"
      src={artworkSrc(crate.thumbnails[0])}
      alt=""
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        color: 'common.white',
        background: 'linear-gradient(135deg, #ff4d8d 0%, #7c4dff 100%)'
      }}
    >
      <Icon sx={{ fontSize: size * 0.45 }} />
    </Avatar>
  )
}
