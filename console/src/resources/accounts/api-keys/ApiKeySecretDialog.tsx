import { useRef } from 'react'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip
} from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'
import type { ApiKeyCreated } from '@spinroom/schemas'

/** Shows a new key's secret, the only time it is ever shown; closes only on an explicit "saved it". */
export const ApiKeySecretDialog = ({ apiKey, onClose }: { apiKey: ApiKeyCreated; onClose: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const input = useRef<HTMLInputElement>(null)

  const copy = async () => {
    input.current?.select()
    try {
      if (navigator.clipboard) await navigator.clipboard.writeText(apiKey.secret)
      else if (!document.execCommand('copy')) throw new Error('copy refused')
      notify('spinroom.api_keys.copied', { type: 'success' })
    } catch {
      notify('spinroom.api_keys.copy_failed', { type: 'warning' })
    }
  }

  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="api-key-secret-title">
      <DialogTitle id="api-key-secret-title">
        {translate('spinroom.api_keys.created_title', { name: apiKey.name })}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('spinroom.api_keys.secret_warning')}
        </Alert>
        <TextField
          inputRef={input}
          label={translate('spinroom.api_keys.secret_label')}
          value={apiKey.secret}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'api-key-secret', style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate('spinroom.api_keys.copy')}>
                    <IconButton aria-label={translate('spinroom.api_keys.copy')} onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              )
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('spinroom.api_keys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
