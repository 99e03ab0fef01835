import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A title beside the green dot that says "playing now": the landing's live rooms and the front door. */
export function LiveHeading({
  children,
  level,
  id,
  fontSize
}: {
  children: ReactNode
  level: 'h1' | 'h2'
  id?: string
  fontSize: { xs: string; sm: string }
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 0.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'success.main',
          boxShadow: '0 0 0 4px rgba(46,229,157,0.2)'
        }}
      />
      <Typography
        id={id}
        variant="h4"
        component={level}
        sx={{ fontSize, fontWeight: level === 'h1' ? 800 : undefined }}
      >
        {children}
      </Typography>
    </Box>
  )
}
