import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material'
import SendIcon from '@mui/icons-material/Send'
import { useNotify, useTranslate } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useCallMutation } from '../../../data/useCallMutation.ts'
import { RecordPicker } from '../../shared/RecordPicker.tsx'

const empty = { title: '', body: '', link: '' }

/** An admin's message to one user or to everyone, through web push and mobile devices alike. */
export const SendNotificationButton = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(empty)
  const [user, setUser] = useState<User | null>(null)
  const close = () => (setOpen(false), setDraft(empty), setUser(null))
  const { mutate, isPending } = useCallMutation(routes.social.sendCustomNotification, {
    onSuccess: (sent) => {
      notify('spinroom.notifications.sent', { type: 'info', messageArgs: { smart_count: sent.recipients } })
      close()
    }
  })
  const edit = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value })
  const send = () =>
    mutate({
      body: {
        title: draft.title,
        body: draft.body,
        ...(draft.link ? { link: draft.link } : {}),
        ...(user ? { userUuids: [user.id] } : {})
      }
    })
  return (
    <>
      <Button size="small" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('spinroom.notifications.send')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('spinroom.notifications.send')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RecordPicker<User>
              resource="users"
              label="spinroom.notifications.to"
              nameOf={(u) => u.nickname ?? u.email ?? u.id}
              sortBy="nickname"
              value={user}
              onChange={setUser}
            />
            <TextField
              label={translate('resources.notifications.fields.title')}
              value={draft.title}
              onChange={edit('title')}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label={translate('resources.notifications.fields.body')}
              value={draft.body}
              onChange={edit('body')}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <TextField
              label={translate('resources.notifications.fields.link')}
              value={draft.link}
              onChange={edit('link')}
              placeholder="https://"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={isPending || !draft.title.trim() || !draft.body.trim()}
            onClick={send}
          >
            {translate(user ? 'spinroom.notifications.sendToUser' : 'spinroom.notifications.sendToEveryone')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
