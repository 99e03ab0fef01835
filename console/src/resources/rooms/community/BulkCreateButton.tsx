import { useState } from 'react'
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import LibraryAddIcon from '@mui/icons-material/LibraryAdd'
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCall.ts'

/** Creates one community per non-empty line of a textarea, all or none (the API names a bad line). */
export const BulkCreateButton = () => {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [pending, setPending] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const provider = useConsoleProvider()
  const names = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const submit = async () => {
    setPending(true)
    try {
      await provider.call(routes.rooms.createCommunities, { body: { bulk: names.map((name) => ({ name })) } })
      notify('spinroom.communities.bulk_done', { type: 'info', messageArgs: { smart_count: names.length } })
      setOpen(false)
      setText('')
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button label="spinroom.communities.bulk" onClick={() => setOpen(true)}>
        <LibraryAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>{translate('spinroom.communities.bulk_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={5}
            fullWidth
            name="names"
            label={translate('spinroom.communities.bulk_names')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="spinroom.communities.bulk_create"
            variant="contained"
            disabled={!names.length || pending}
            onClick={submit}
          />
        </DialogActions>
      </Dialog>
    </>
  )
}
