import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { alpha } from '@mui/material/styles'
import { useMemo } from 'react'
import { messageParts } from './mentions.ts'

/** Light violet: readable on the dark paper (WCAG AA), still the brand's colour. */
export const linkColor = '#c3b1ff'

/** A message's text with mentions of people in the room highlighted (the user's own the most) and links clickable. */
export function MessageText({ text, nicknames, self }: { text: string; nicknames: string[]; self: string }) {
  const parts = useMemo(() => messageParts(text, nicknames), [text, nicknames])
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => {
        if (part.kind === 'text') return part.text
        if (part.kind === 'link')
          return (
            <Link key={i} href={part.text} target="_blank" rel="noopener noreferrer" sx={{ color: linkColor }}>
              {part.text}
            </Link>
          )
        const isSelf = part.nickname.toLowerCase() === self.toLowerCase()
        return (
          <Box
            key={i}
            component="span"
            sx={{
              px: 0.5,
              borderRadius: 1,
              fontWeight: 700,
              color: 'text.primary',
              bgcolor: (theme) => alpha(isSelf ? theme.palette.primary.main : theme.palette.secondary.main, 0.28)
            }}
          >
            {part.text}
          </Box>
        )
      })}
    </Box>
  )
}
