import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

interface Loadable {
  isPending: boolean
  error: Error | null
  refetch: () => unknown
}

/** A query's loading spinner or its error with a retry; its children once the data is there. */
export function LoadState({ query, children }: { query: Loadable; children: ReactNode }) {
  const { t } = useTranslation()
  if (query.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('nav.retry')}
          </Button>
        }
      >
        {t('nav.loadFailed', { message: query.error.message })}
      </Alert>
    )
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('nav.loading')} />
      </Box>
    )
  return children
}
