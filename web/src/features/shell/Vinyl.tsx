import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { brandGradient } from '../../theme.ts'

const spin = keyframes`to { transform: rotate(360deg); }`

/** A decorative record, turning slowly (still for people who prefer reduced motion). */
export function Vinyl({ size = 240 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        position: 'relative',
        background: 'repeating-radial-gradient(circle at center, #15121d 0 2px, #221d2e 2px 3px, #15121d 3px 5px)',
        boxShadow: '0 20px 60px rgba(0, 0, 0, 0.55), inset 0 0 0 6px #0f0c16',
        animation: `${spin} 9s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: '34%',
          borderRadius: '50%',
          background: brandGradient
        },
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: '47.5%',
          borderRadius: '50%',
          background: '#0d0b14'
        }
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          background:
            'linear-gradient(135deg, rgba(255,255,255,0.10) 0%, transparent 40%, transparent 60%, rgba(255,255,255,0.06) 100%)'
        }}
      />
    </Box>
  )
}
