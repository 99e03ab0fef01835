import { useState } from 'react'
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import LibraryAddIcon from '@mui/icons-material/LibraryAdd'
import { Button, useNotify, useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { useCallMutation } from '../../../data/useCallMutation.ts'

/** Creates one community per non-empty line of a textarea, all or none (the API names a bad line). */
export const BulkCreateButton = () => {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const notify = useNotify()
  const translate = useTranslate()
  const names = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const { mutate, isPending } = useCallMutation(routes.rooms.createCommunities, {
    onSuccess: (created) => {
      notify('spinroom.communities.bulk_done', { type: 'info', messageArgs: { smart_count: created.length } })
      setOpen(false)
      setText('')
    }
  })
  const submit = () => mutate({ body: { bulk: names.map((name) => ({ name })) } })
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
            disabled={!names.length || isPending}
            onClick={submit}
          />
        </DialogActions>
      </Dialog>
    </>
  )
}
