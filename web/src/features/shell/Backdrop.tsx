import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** The page background: deep night with two soft stage lights. */
export function Backdrop({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        background: [
          'radial-gradient(900px 520px at 12% -8%, rgba(255, 77, 141, 0.22), transparent 60%)',
          'radial-gradient(800px 520px at 100% 0%, rgba(124, 77, 255, 0.24), transparent 60%)',
          '#0d0b14'
        ].join(', ')
      }}
    >
      {children}
    </Box>
  )
}
