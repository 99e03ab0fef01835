import { useState, type KeyboardEvent } from 'react'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import SendIcon from '@mui/icons-material/Send'
import { DIRECT_MESSAGE_MAX_LENGTH } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'

/** Enter sends, Shift+Enter breaks the line; the text stays until the server has the message. */
export function MessageComposer({
  nickname,
  disabled,
  onSend
}: {
  nickname: string
  disabled: boolean
  onSend: (text: string) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const submit = async () => {
    const message = text.trim()
    if (!message || sending) return
    setSending(true)
    if (await onSend(message)) setText('')
    setSending(false)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return
    e.preventDefault()
    void submit()
  }
  const left = DIRECT_MESSAGE_MAX_LENGTH - text.length
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        fullWidth
        multiline
        maxRows={5}
        size="small"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('messages.placeholder', { nickname })}
        helperText={left < 200 ? t('messages.charactersLeft', { count: left }) : undefined}
        slotProps={{
          htmlInput: { maxLength: DIRECT_MESSAGE_MAX_LENGTH, 'aria-label': t('messages.placeholder', { nickname }) }
        }}
      />
      <IconButton
        color="primary"
        aria-label={t('messages.send')}
        title={t('messages.send')}
        disabled={disabled || sending || !text.trim()}
        onClick={() => void submit()}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  )
}
