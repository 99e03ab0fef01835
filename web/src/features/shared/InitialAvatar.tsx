import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import type { SxProps, Theme } from '@mui/material/styles'
import { isHexColor } from '@spinroom/schemas'
import { brandGradient } from '../../theme.ts'

interface Props {
  name: string
  /** The person's own colour (`#rrggbb`); anything else gives the brand gradient. */
  color?: string | null
  size?: number
  /** A picture to show instead of the initial once it loads. */
  src?: string
  /** What stands in for the initial (e.g. a guest's headphones), on `background` when given. */
  children?: ReactNode
  background?: string
  sx?: SxProps<Theme>
}

/** Someone's initial on their colour: the one avatar of the player, decorative (their name is written beside it). */
export function InitialAvatar({ name, color, size = 36, src, children, background, sx }: Props) {
  const fill = background ?? (isHexColor(color) ? color : brandGradient)
  return (
    <Avatar
      aria-hidden
      src={src}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.42,
          fontWeight: 800,
          color: '#fff',
          background: src ? 'transparent' : fill
        },
        ...(Array.isArray(sx) ? sx : [sx])
      ]}
    >
      {children ?? (name.charAt(0).toUpperCase() || '?')}
    </Avatar>
  )
}
