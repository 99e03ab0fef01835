import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'

/** A card of the Me screen: a titled section (its heading names it for screen readers), an optional action. */
export function Section({
  id,
  title,
  action,
  children
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid={`me-${id}`}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 36 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}
