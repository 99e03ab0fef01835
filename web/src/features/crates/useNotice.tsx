import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'

export interface Notice {
  severity: 'success' | 'info' | 'error'
  text: string
}

/** A short message at the bottom of the screen (above the phone menu): what a change did, or why it failed. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const element = (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={() => setNotice(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} data-testid="notice">
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  )
  return { show: setNotice, element }
}
