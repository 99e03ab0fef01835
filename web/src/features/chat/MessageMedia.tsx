import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ChatMessage } from '@spinroom/schemas'
import { shownMedia } from './message-media.ts'
import { linkColor } from './MessageText.tsx'

/** A message's images (thumbnails opening the full picture) and media links. */
export function MessageMedia({ message }: { message: ChatMessage }) {
  const { images, media } = shownMedia(message)
  if (!images.length && !media.length) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      {images.map((url) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={url}
            alt=""
            loading="lazy"
            sx={{ display: 'block', maxWidth: 200, maxHeight: 160, borderRadius: 2, objectFit: 'cover' }}
          />
        </Link>
      ))}
      {media.map((m) => (
        <Link
          key={m.url}
          href={m.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ color: linkColor }}
        >
          {m.url}
        </Link>
      ))}
    </Box>
  )
}
