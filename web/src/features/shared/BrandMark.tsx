import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import GraphicEqIcon from '@mui/icons-material/GraphicEq'
import { useTranslation } from 'react-i18next'
import { brandGradient } from '../../theme.ts'

/** The round gradient mark and the wordmark; `compact`: the wordmark only where the screen is 400 px or wider. */
export function BrandMark({
  size = 36,
  showName = true,
  compact = false
}: {
  size?: number
  showName?: boolean
  compact?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          borderRadius: '50%',
          background: brandGradient,
          display: 'grid',
          placeItems: 'center',
          boxShadow: '0 6px 24px rgba(255, 77, 141, 0.35)',
          flexShrink: 0
        }}
      >
        <GraphicEqIcon sx={{ fontSize: size * 0.58, color: '#fff' }} />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{
            fontWeight: 900,
            fontSize: size * 0.6,
            letterSpacing: '-0.03em',
            lineHeight: 1,
            ...(compact && { '@media (max-width: 399px)': { display: 'none' } })
          }}
        >
          {t('app.name')}
        </Typography>
      )}
    </Box>
  )
}
