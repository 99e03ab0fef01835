import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import SendIcon from '@mui/icons-material/Send'
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { InitialAvatar } from '../shared/InitialAvatar.tsx'
import { ChatAttachments } from './ChatAttachments.tsx'
import type { ChatEntry } from './chat-log.ts'
import { insertMention, mentionAt, mentionCandidates, type Mentionable } from './mentions.ts'
import type { ChatAttachment } from './useChat.ts'

const MAX_LENGTH = 2000

type Person = Mentionable & { color: string | null }

interface Props {
  people: Person[]
  selfUuid: string
  replyTo: ChatEntry | null
  onCancelReply: () => void
  /** Sends the text, with a picture or a crate when one is given. */
  onSend: (text: string, attachment?: ChatAttachment) => void
  /** Why a picked picture cannot be sent. */
  onRefused: (text: string) => void
  /** ↑ in an empty field: takes back the user's last message and answers its text (or null). */
  onRetractLast: () => Promise<string | null>
  text: string
  onText: (text: string) => void
}

/** Where a message is written: Enter sends, Shift+Enter breaks the line, `@` offers the people in the room. */
export function ChatComposer(props: Props) {
  const { people, selfUuid, replyTo, onCancelReply, onSend, onRefused, onRetractLast, text, onText } = props
  const { t } = useTranslation()
  const listId = useId()
  const input = useRef<HTMLTextAreaElement>(null)
  const [caret, setCaret] = useState(0)
  const placeCaret = useRef<number | null>(null)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<number | null>(null)
  const at = mentionAt(text, caret)
  const query = at?.query ?? null
  const candidates = useMemo(
    () => (query === null ? [] : mentionCandidates(people, query, selfUuid)),
    [people, query, selfUuid]
  )
  const open = !!at && candidates.length > 0 && dismissed !== at.start
  const selected = Math.min(active, candidates.length - 1)

  const pick = (person: Mentionable) => {
    if (!at) return
    const next = insertMention(text, at, person.nickname)
    onText(next.text)
    setCaret(next.caret)
    placeCaret.current = next.caret
  }
  // The caret goes after the inserted name as the new text is committed, before a next keystroke can land elsewhere.
  useLayoutEffect(() => {
    if (placeCaret.current === null) return
    input.current?.setSelectionRange(placeCaret.current, placeCaret.current)
    placeCaret.current = null
  }, [text])
  const submit = (attachment?: ChatAttachment) => {
    const message = text.trim()
    if (!message && !attachment) return
    onSend(message, attachment)
    onText('')
    setCaret(0)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        setActive((selected + (e.key === 'ArrowDown' ? 1 : candidates.length - 1)) % candidates.length)
        return
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault()
        pick(candidates[selected])
        return
      }
      if (e.key === 'Escape') {
        e.preventDefault()
        setDismissed(at.start)
        return
      }
    }
    if (e.key === 'ArrowUp' && !text) {
      e.preventDefault()
      void onRetractLast().then((taken) => taken !== null && onText(taken))
      return
    }
    if (e.key === 'Escape' && replyTo) onCancelReply()
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }

  return (
    <Box sx={{ position: 'relative', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {open && (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', left: 12, right: 12, bottom: '100%', mb: 0.5, zIndex: 2, overflow: 'hidden' }}
        >
          <List id={listId} role="listbox" aria-label={t('chat.mentionList')} dense disablePadding>
            {candidates.map((person, i) => (
              <ListItemButton
                key={person.uuid}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === selected}
                selected={i === selected}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(person)}
                sx={{ gap: 1 }}
              >
                <InitialAvatar name={person.nickname} color={person.color} size={24} />
                <ListItemText primary={person.nickname} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {replyTo && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mb: 1,
            pl: 1,
            borderLeft: 2,
            borderColor: 'secondary.main'
          }}
        >
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            <strong>{t('chat.replyingTo', { name: replyTo.userName })}</strong> {replyTo.message}
          </Typography>
          <IconButton size="small" aria-label={t('chat.cancelReply')} onClick={onCancelReply}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-end' }}
      >
        <ChatAttachments onAttach={submit} onRefused={onRefused} />
        <TextField
          inputRef={input}
          multiline
          maxRows={4}
          size="small"
          value={text}
          placeholder={t('chat.placeholder')}
          onChange={(e) => {
            onText(e.target.value)
            setCaret(e.target.selectionStart ?? e.target.value.length)
            setActive(0)
          }}
          onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
          onKeyDown={onKeyDown}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: {
              maxLength: MAX_LENGTH,
              'aria-label': t('chat.inputLabel'),
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': open ? `${listId}-${selected}` : undefined,
              title: t('chat.retractHint')
            }
          }}
        />
        <IconButton type="submit" color="primary" aria-label={t('chat.send')} disabled={!text.trim()}>
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  )
}
