import { useState } from 'react'
import SendIcon from '@mui/icons-material/Send'
import { Box, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material'
import {
  Button,
  useCreate,
  useGetManyReference,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate
} from 'react-admin'
import type { ModerationComment, ModerationCommentCreate, User } from '@spinroom/schemas'
import { failureMessage } from '../../../data/failure-message.ts'

const MAX = 2000

/** Moderators' notes on the shown user, newest first, with a box to add one. */
export const ModerationComments = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [text, setText] = useState('')
  const { data, total, isPending } = useGetManyReference<ModerationComment & { id: string }>(
    'moderation-comments',
    {
      target: 'userUuid',
      id: user?.id ?? '',
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' }
    },
    { enabled: !!user }
  )
  const [create, { isPending: saving }] = useCreate()
  if (!user) return null

  const submit = () => {
    const body: ModerationCommentCreate = { userUuid: user.id, text: text.trim() }
    create(
      'moderation-comments',
      { data: body },
      {
        onSuccess: () => {
          setText('')
          notify('spinroom.comments.added', { type: 'info' })
          refresh()
        },
        onError: (error) =>
          notify(failureMessage(error), {
            type: 'error'
          })
      }
    )
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          name="comment"
          label={translate('spinroom.comments.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX } }}
        />
        <Button
          label="spinroom.comments.add"
          variant="contained"
          onClick={submit}
          disabled={saving || !text.trim()}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          <SendIcon />
        </Button>
      </Stack>
      {!isPending && (
        <Typography variant="overline" color="text.secondary">
          {translate('spinroom.comments.count', { smart_count: total ?? 0 })}
        </Typography>
      )}
      {!isPending && !data?.length ? (
        <Typography color="text.secondary">{translate('spinroom.comments.empty')}</Typography>
      ) : (
        <List disablePadding data-testid="moderation-comments">
          {data?.map((comment) => (
            <ListItem key={comment.id} divider disableGutters>
              <ListItemText
                primary={<Box sx={{ whiteSpace: 'pre-wrap' }}>{comment.text}</Box>}
                secondary={translate('spinroom.comments.by', {
                  author: comment.authorNickname ?? translate('spinroom.comments.unknown_author'),
                  date: new Date(comment.createdAt).toLocaleString()
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  )
}
