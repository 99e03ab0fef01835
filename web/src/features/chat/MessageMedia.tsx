import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ChatMessage } from '@spinroom/schemas'
import { shownImage } from './chat-image.ts'
import { shownMedia } from './message-media.ts'
import { linkColor } from './MessageText.tsx'

const picture = { display: 'block', maxWidth: 200, maxHeight: 160, borderRadius: 2, objectFit: 'cover' } as const

/** A message's images (thumbnails opening the full picture; a posted one is only ever an <img>) and media links. */
export function MessageMedia({ message }: { message: ChatMessage }) {
  const { images, media } = shownMedia(message)
  const posted = shownImage(message.imageBase64)
  if (!images.length && !media.length && !posted) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      {posted && <Box component="img" src={posted} alt="" data-testid="chat-image" sx={picture} />}
      {images.map((url) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Box component="img" src={url} alt="" loading="lazy" sx={picture} />
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
